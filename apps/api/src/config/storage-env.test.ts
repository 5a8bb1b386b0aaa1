import { describe, expect, it } from 'vitest';
import { readStorageEnv } from './storage-env.ts';

describe('readStorageEnv', () => {
  it('given no S3_BUCKET, keeps uploads on local disk', () => {
    expect(readStorageEnv({})).toEqual({ kind: 'local' });
  });

  it('given a bucket and an S3-compatible endpoint with keys, uses it with path-style addressing', () => {
    expect(
      readStorageEnv({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_PREFIX: 'prod/' }),
    ).toEqual({
      kind: 's3',
      s3: { bucket: 'files', endpoint: 'http://minio:9000', region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' }, forcePathStyle: true, prefix: 'prod/' },
    });
  });

  it("given a bucket alone, uses AWS with the SDK's own credentials and virtual-host addressing", () => {
    expect(readStorageEnv({ S3_BUCKET: 'files', S3_REGION: 'ap-southeast-2' })).toEqual({
      kind: 's3',
      s3: { bucket: 'files', endpoint: undefined, region: 'ap-southeast-2', credentials: undefined, forcePathStyle: false, prefix: '' },
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_ENDPOINT set without S3_BUCKET/],
    [{ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'a' }, /go together/],
    [{ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' }, /http\(s\) URL/],
    [{ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' }, /true or false/],
  ])('given %o, stops the start with the reason', (env, reason) => {
    expect(() => readStorageEnv(env)).toThrow(reason);
  });
});
