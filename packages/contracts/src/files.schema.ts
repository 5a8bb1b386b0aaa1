import { Type, type Static } from '@sinclair/typebox';
import { Text } from './text.schema.ts';

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
