import { apiPaths, type UploadedFile } from '@planmywalk/contracts';

export type FileRow = {
  id: string;
  owner_id: number;
  is_private: boolean;
  title: string;
  kind: 'image' | 'pdf' | 'doc';
  mime: string;
  ext: string;
  size: number;
};

/** Absolute, so native apps and emails can use it as well as the web app. */
export const fileUrl = (publicUrl: string, id: string) => `${publicUrl}${apiPaths.file(id)}`;

export function presentFile(row: FileRow, publicUrl: string): UploadedFile {
  return { id: row.id, url: fileUrl(publicUrl, row.id), title: row.title, size: row.size, type: row.kind, ext: row.ext };
}
