import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  API_BASE_PATH,
  DOCUMENT_UPLOAD_MAX_BYTES,
  ErrorResponse,
  INVALID_FILE_TYPE,
  SuccessResponse,
  Text,
  UploadForm,
  UploadedFile,
  apiPaths,
} from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import { FILE_IN_A_REVIEW, FILE_IS_PORTRAIT, FILE_NOT_FOUND, FILE_ON_A_PLAN, deleteUpload } from '../../commands/files/deleteUpload.ts';
import { admitUpload, storeUpload } from '../../commands/files/storeUpload.ts';
import { sendStoredFile } from '../../files/serve.ts';
import { isFileId } from '../../files/storage.ts';
import { HttpError, badRequest, notFound } from '../../http/http-error.ts';
import { readParts } from '../../http/input-edge.ts';
import { presentFile } from '../../files/files.presenter.ts';
import { findFile } from './files.queries.ts';

export const FILE_TOO_LARGE = `The file is too large: the most is ${DOCUMENT_UPLOAD_MAX_BYTES / (1024 * 1024)} MB for a document, 5 MB for an image.`;

export const FILE_RECORD_REFUSED = "A file record (fileJSON) is not accepted: send the file itself as 'file', so that its content can be checked.";

const isMultipartLimit = (error: unknown, code: string) => typeof error === 'object' && error !== null && 'code' in error && error.code === code;

export const filesRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const { db, settings } = ctx;
  // Parts are read as a stream by the handler; one file (a document's limit: the command
  // holds an image to its own, once the bytes say it is one), a couple of small fields.
  const partLimits = { files: 1, fileSize: DOCUMENT_UPLOAD_MAX_BYTES, fields: 5, fieldSize: 1000, parts: 6 };

  app.post(
    apiPaths.upload,
    {
      // The body is a stream read below, not a parsed object: the schema is for the OpenAPI page only.
      validatorCompiler: () => () => true,
      config: { readsOwnParts: true },
      schema: {
        tags: ['files'],
        summary: 'Upload a file: a gif, jpeg or png image of at most 5 MB, or a document of at most 10 MB',
        description: [
          `Multipart: \`file\` and optional \`isprivate=1\` (the spec's \`fileJSON\` file record is refused with 400). The type is told from the content, not the name: images (gif, jpeg, png) and the documents a plan takes`,
          `(.txt, .doc, .docx, .ods, .odt, .pdf, .rtf, .xls, .xlsx; always private: served to their owner at GET files/{id} and to the plan's readers at GET plan/{id}/files/{fileId});`,
          `anything else, an executable renamed .pdf included, is 422 '${INVALID_FILE_TYPE}'. Larger files: 413.`,
          'Each account keeps at most UPLOAD_QUOTA_FILES files (200) and UPLOAD_QUOTA_MB (100 MB) in all: past either, 422 with the figures.',
          'At most RATE_LIMIT_UPLOADS uploads (60) per account an hour: then 429 with Retry-After.',
        ].join(' '),
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        body: UploadForm,
        response: {
          200: UploadedFile,
          400: ErrorResponse,
          401: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          422: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) => {
      // Authorised before the body is read: a guest's 5 MB is not worth receiving, nor a full account's.
      const session = await ctx.auth.required(request);
      if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data');
      await admitUpload(ctx, { userId: session.userId });
      let upload: { bytes: Buffer; filename: string } | null = null;
      let isPrivate = false;
      try {
        for await (const part of readParts(request, partLimits)) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') throw badRequest(`Unexpected file field '${part.fieldname}': send the file as 'file'`);
            upload = { bytes: await part.toBuffer(), filename: part.filename };
          } else if (part.fieldname === 'isprivate') {
            isPrivate = part.value === '1' || part.value === 'true';
          } else if (part.fieldname === 'fileJSON') {
            // The spec's file record by reference: only bytes can be checked by their content (docs/adr/071).
            throw badRequest(FILE_RECORD_REFUSED);
          }
        }
      } catch (error) {
        if (isMultipartLimit(error, 'FST_REQ_FILE_TOO_LARGE')) throw new HttpError(413, FILE_TOO_LARGE);
        if (isMultipartLimit(error, 'FST_FILES_LIMIT')) throw new HttpError(413, 'Send one file at a time.');
        throw error;
      }
      if (!upload) throw badRequest("Field 'file' is required");
      const row = await storeUpload(ctx, { userId: session.userId, bytes: upload.bytes, filename: upload.filename, isPrivate });
      return presentFile(row, settings.publicUrl);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${API_BASE_PATH}/files/:id`,
    {
      schema: {
        tags: ['files'],
        summary: 'An uploaded file; a private one only to its owner (404 to anyone else; a plan\'s readers fetch its documents at GET plan/{id}/files/{fileId})',
        security: [{}, { bearerAuth: [] }],
        params: Type.Object({ id: Text({ maxLength: 64 }) }),
        response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const session = await ctx.auth.optional(request);
      const row = isFileId(id) ? await findFile(db, id) : null;
      // Someone else's private file is answered exactly like a missing one.
      if (!row || (row.is_private && row.owner_id !== session?.userId)) throw notFound(FILE_NOT_FOUND);
      const stream = await ctx.files.read(row.id);
      if (!stream) {
        request.log.error({ fileId: row.id }, 'file record without bytes');
        throw notFound(FILE_NOT_FOUND);
      }
      return sendStoredFile(reply, row, stream);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${API_BASE_PATH}/files/:id`,
    {
      schema: {
        tags: ['files'],
        summary: 'Delete one of your uploads that nothing uses, freeing its room in your upload space',
        description: [
          'The owner only: anyone else, and an unknown id, get 404.',
          `A file in use is 409 and stays: your profile photo ('${FILE_IS_PORTRAIT}'), a plan's document ('${FILE_ON_A_PLAN}'),`,
          `a review's photo ('${FILE_IN_A_REVIEW}').`,
        ].join(' '),
        security: [{ bearerAuth: [] }],
        params: Type.Object({ id: Text({ maxLength: 64 }) }),
        response: { 200: SuccessResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      const id = request.params.id.toLowerCase();
      if (!isFileId(id)) throw notFound(FILE_NOT_FOUND);
      await deleteUpload(ctx, { userId: session.userId, fileId: id });
      return { success: true as const };
    },
  );
};
