import S3rver from 's3rver';
import type { S3StorageSettings } from '../files/s3-storage.ts';
import { freePort } from './smtp.ts';
import { makeTempDir } from './test-database.ts';

export interface TestS3Server {
  /** Settings for an S3FileStorage on this server's bucket. */
  settings: S3StorageSettings;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on a loopback port, storing into a temporary folder,
 * with one empty bucket. It checks request signatures against its fixed key pair.
 */
export async function startS3Server(bucket = 'planmywalk-files'): Promise<TestS3Server> {
  const folder = await makeTempDir();
  const server = new S3rver({ address: '127.0.0.1', port: await freePort(), silent: true, directory: folder.dir, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await folder.remove();
    },
  };
}
