import { Type, type Static } from '@sinclair/typebox';
import { Text } from './text.schema.ts';

/** Largest accepted image upload, in bytes. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Largest accepted document (a plan's attachment), in bytes: a route guide or map as PDF. */
export const DOCUMENT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Image types accepted for portraits (and later review photos), told by content, not by name. */
export const IMAGE_UPLOAD_EXTENSIONS = ['gif', 'jpg', 'png'] as const;
/** The 422 text of an upload that is not an accepted type. */
export const INVALID_FILE_TYPE = 'invalid file type';

/**
 * POST /api/v1/upload: a multipart form with one `file` part and an optional
 * `isprivate=1` (documents are private whatever it says). Documented here for the OpenAPI page; the server reads the parts as a
 * stream so a large file never sits in a parsed body.
 */
export const UploadForm = Type.Object(
  {
    file: Type.String({
      format: 'binary',
      description: 'A gif, jpeg or png image of at most 5 MB, or a document of at most 10 MB (.txt, .doc, .docx, .ods, .odt, .pdf, .rtf, .xls, .xlsx), told by its content.',
    }),
    isprivate: Type.Optional(Text({ enum: ['1', '0'], description: "'1': only the uploader may fetch the file (documents are always private)." })),
  },
  { title: 'UploadForm' },
);

export const FileKind = Type.Union([Type.Literal('image'), Type.Literal('pdf'), Type.Literal('doc')]);
export type FileKind = Static<typeof FileKind>;

/** The answer of an upload: an attachment record (spec part 2 §3). */
export const UploadedFile = Type.Object(
  {
    id: Text({ description: 'Opaque id; pass an image as `portrait` in PUT /api/v1/user, a document in a plan’s `attachments`.' }),
    url: Text({ description: 'Where the file is served (GET /api/v1/files/{id}).' }),
    title: Text({ description: "The uploaded file's name, for display only." }),
    size: Type.Integer({ description: 'Bytes.' }),
    type: FileKind,
    ext: Text({ description: 'Extension of the detected type: gif, jpg or png for images; txt, doc, docx, ods, odt, pdf, rtf, xls or xlsx for documents.' }),
  },
  { title: 'UploadedFile', additionalProperties: false },
);
export type UploadedFile = Static<typeof UploadedFile>;
