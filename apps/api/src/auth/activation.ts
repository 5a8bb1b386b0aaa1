import { randomBytes } from 'node:crypto';
import { ACTIVATION_CODE_ALPHABET, ACTIVATION_CODE_LENGTH } from '@planmywalk/contracts';
import type { Queryable } from '../db/database.ts';
import { addSeconds } from '../lib/clock.ts';
import { sha256 } from './tokens.ts';

export const ACTIVATION_CODE_TTL_SECONDS = 24 * 3600;

/** Six characters from a 32-letter alphabet (a byte's low 5 bits pick one: no bias). */
export function newActivationCode(): string {
  return [...randomBytes(ACTIVATION_CODE_LENGTH)].map((b) => ACTIVATION_CODE_ALPHABET[b & 31]).join('');
}

/** What the user typed, as stored: case, spaces and dashes do not matter. */
export const normaliseActivationCode = (input: string) => input.replace(/[\s-]+/g, '').toUpperCase();

/**
 * Replaces the user's activation code with a new one (valid 24 h) and answers it. Codes
 * are unique while stored, so on the rare clash with another account's code it draws again.
 */
export async function issueActivationCode(tx: Queryable, userId: number, now: Date): Promise<string> {
  await tx.query('DELETE FROM activation_codes WHERE user_id = $1', [userId]);
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = newActivationCode();
    const inserted = await tx.query(
      `INSERT INTO activation_codes (code_hash, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (code_hash) DO NOTHING RETURNING user_id`,
      [sha256(code), userId, addSeconds(now, ACTIVATION_CODE_TTL_SECONDS), now],
    );
    if (inserted.length === 1) return code;
  }
  throw new Error('could not draw a unique activation code');
}
