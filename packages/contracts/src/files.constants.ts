// Upload limits and texts the web app uses too: kept apart from files.schema.ts so the
// browser bundle does not pull in TypeBox's schema builder for four constants.

/** Largest accepted image upload, in bytes. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Largest accepted document (a plan's attachment), in bytes: a route guide or map as PDF. */
export const DOCUMENT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Image types accepted for portraits (and later review photos), told by content, not by name. */
export const IMAGE_UPLOAD_EXTENSIONS = ['gif', 'jpg', 'png'] as const;
/** The 422 text of an upload that is not an accepted type. */
export const INVALID_FILE_TYPE = 'invalid file type';
