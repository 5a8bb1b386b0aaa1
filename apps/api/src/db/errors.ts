/** A unique constraint refused the write (SQLSTATE 23505), from pg or PGlite alike. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error) || error.code !== '23505') return false;
  return constraint === undefined || ('constraint' in error && error.constraint === constraint);
}

/**
 * The disk is full: PostgreSQL's disk_full (SQLSTATE 53100, "could not extend file… No
 * space left on device"), Node's ENOSPC, or PGlite's own file layer, whose ErrnoError
 * carries WASI's errno 51 and crosses the database thread as code 'ENOSPC'.
 */
export function isDiskFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const fields = error as { code?: unknown; errno?: unknown; name?: unknown; message?: unknown };
  if (fields.code === '53100' || fields.code === 'ENOSPC') return true;
  if (fields.name === 'ErrnoError' && fields.errno === 51) return true;
  return typeof fields.message === 'string' && /No space left on device/i.test(fields.message);
}
