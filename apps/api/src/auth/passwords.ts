/**
 * Password hashing with scrypt from node:crypto (no native build, no download). The
 * stored form is a PHC string, `$scrypt$ln=15,r=8,p=1$<salt>$<key>` (base64, no padding),
 * so the cost can be raised later: old hashes still verify with their own parameters and
 * are rehashed at the next successful login (`needsRehash`).
 *
 * Cost: N = 2^15, r = 8, p = 1 needs 32 MiB and about 75 ms per hash on this project's
 * 2-core machines; scrypt runs on libuv's thread pool, so it does not block the event loop.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@planmywalk/contracts';

export interface ScryptParams {
  /** log2 of N, the CPU/memory cost. */
  ln: number;
  r: number;
  p: number;
}

/** Production cost; PASSWORD_HASH_COST raises ln (tests lower it to keep the suite fast). */
export const CURRENT_PARAMS: ScryptParams = { ln: 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = {
    N: 2 ** params.ln,
    r: params.r,
    p: params.p,
    // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is exactly that, and too tight.
    maxmem: 256 * 2 ** params.ln * params.r,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string, params: ScryptParams = CURRENT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_BYTES);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  // A corrupted row must not make the server attempt a gigantic derivation.
  if (params.ln < 10 || params.ln > 20 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) return null;
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** The hash was made with weaker parameters than today's: rehash after a successful login. */
export function needsRehash(stored: string, params: ScryptParams = CURRENT_PARAMS): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  return parsed.params.ln < params.ln || parsed.params.r < params.r || parsed.params.p < params.p || parsed.key.length < KEY_BYTES;
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the time of a real verification (at the cost new hashes are made with) on an
 * account that does not exist, so the time of a login answer does not tell whether an
 * email is registered.
 */
export async function verifyAgainstDummy(password: string, params: ScryptParams = CURRENT_PARAMS): Promise<false> {
  const key = `${params.ln},${params.r},${params.p}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword('not the password of anyone', params);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}

// The most common choices in published password leaks (all at least 8 characters long).
const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '12341234', '11111111', '00000000', '87654321', '88888888',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'qwertyui', 'qwertyuiop',
  'qwerty123', '1q2w3e4r', '1qaz2wsx', 'iloveyou', 'sunshine', 'princess', 'football', 'baseball',
  'welcome1', 'abc12345', 'abcd1234', 'aa123456', 'letmein1', 'trustno1', 'superman', 'starwars',
  'dragon12', 'monkey12', 'whatever', 'computer', 'asdfghjk', 'zxcvbnm1', 'changeme', 'planmywalk',
]);

/**
 * The server's floor for a new password (the client shows a strength meter on top):
 * at least 8 characters, not one repeated character, not a well-known password, not the
 * email. Answers the reason to show, or null when acceptable.
 */
export function passwordProblem(password: string, email?: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Your password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (length > PASSWORD_MAX_LENGTH) return `Your password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  const lower = password.toLowerCase();
  if (new Set(lower).size === 1 || COMMON_PASSWORDS.has(lower)) return 'That password is too easy to guess. Please choose a stronger one.';
  if (email && (lower === email.toLowerCase() || lower === email.toLowerCase().split('@')[0])) {
    return 'Your password must not be your email address.';
  }
  return null;
}
