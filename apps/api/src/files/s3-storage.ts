import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { isFileId, type FileStorage } from './storage.ts';

export interface S3StorageSettings {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, Ceph, R2, …); AWS's own when unset. */
  endpoint?: string | undefined;
  region: string;
  /** Read from the SDK's usual sources (environment, instance role) when unset. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` in the path rather than the host name: most S3-compatible servers need it. */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several deployments' files. */
  prefix?: string;
}

/**
 * Uploaded bytes in an S3-compatible bucket (ADR 041), so every API replica reads what any
 * of them stored. Keys are `${prefix}${id}`, ids the server made (UUIDs). A put is one
 * PutObject: S3 makes an object visible whole or not at all, as the local rename does.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3StorageSettings) {
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
  }

  private keyOf(id: string): string {
    if (!isFileId(id)) throw new Error(`not a file id: ${id}`);
    return `${this.settings.prefix ?? ''}${id}`;
  }

  async put(id: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(id), Body: bytes, ContentLength: bytes.length }));
  }

  async read(id: string): Promise<Readable | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(id) }));
      return (answer.Body as Readable | undefined) ?? null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof Error && error.name === 'NoSuchKey')) return null;
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    // DeleteObject succeeds for a missing key: removing twice is harmless, as on disk.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(id) }));
  }

  close(): void {
    this.client.destroy();
  }
}
