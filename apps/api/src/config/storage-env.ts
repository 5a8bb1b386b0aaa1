import type { S3StorageSettings } from '../files/s3-storage.ts';

/** Where uploads live: DATA_DIR/files (the default) or an S3-compatible bucket (ADR 041). */
export type FileStorageSettings = { kind: 'local' } | { kind: 's3'; s3: S3StorageSettings };

const optional = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/**
 * S3_BUCKET turns the bucket on; S3_ENDPOINT (an S3-compatible server; AWS when unset),
 * S3_REGION (us-east-1), S3_ACCESS_KEY_ID with S3_SECRET_ACCESS_KEY (both or neither:
 * neither uses the SDK's usual sources), S3_FORCE_PATH_STYLE (true with an endpoint),
 * S3_PREFIX (key prefix). Anything else beside an unset S3_BUCKET is a mistake, said so.
 */
export function readStorageEnv(env: NodeJS.ProcessEnv): FileStorageSettings {
  const bucket = optional(env.S3_BUCKET);
  const names = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'];
  if (!bucket) {
    const stray = names.filter((name) => optional(env[name]) !== undefined);
    if (stray.length > 0) throw new Error(`${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET to keep uploads in a bucket, or unset them`);
    return { kind: 'local' };
  }
  const endpoint = optional(env.S3_ENDPOINT);
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, got '${endpoint}'`);
  const accessKeyId = optional(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = optional(env.S3_SECRET_ACCESS_KEY);
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK’s usual credentials');
  }
  const pathStyle = optional(env.S3_FORCE_PATH_STYLE);
  if (pathStyle !== undefined && !['true', 'false'].includes(pathStyle)) throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got '${pathStyle}'`);
  return {
    kind: 's3',
    s3: {
      bucket,
      endpoint,
      region: optional(env.S3_REGION) ?? 'us-east-1',
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: pathStyle === undefined ? endpoint !== undefined : pathStyle === 'true',
      prefix: optional(env.S3_PREFIX) ?? '',
    },
  };
}
