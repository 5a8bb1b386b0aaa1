/**
 * What a mail provider's bounce report says (ADR 064), read from the shapes the webhook
 * POST /api/v1/email/bounces takes:
 *
 * - a delivery status notification as JSON, one object or a list:
 *   `{ recipient, action, status, diagnostic? }` (RFC 3464's per-recipient fields);
 * - the RFC 3464 `message/delivery-status` text itself (Final-Recipient, Action, Status,
 *   Diagnostic-Code), as `message/delivery-status` or `text/plain`;
 * - Postmark's bounce webhook: `{ RecordType: 'Bounce', Type: 'HardBounce', Email,
 *   Description, Details, … }`, one object or a list.
 *
 * Only a permanent failure marks an address: Action `failed` with a 5.x.x status, or
 * Postmark's HardBounce and BadEmailAddress. A soft bounce (4.x.x, `delayed`, Postmark's
 * SoftBounce, Transient, DnsError…) and Postmark's other record types are read and left.
 * A report that is none of these, or names a malformed address, is refused whole.
 */

export interface BounceNotice {
  email: string;
  /** A permanent failure: the address is marked. */
  hard: boolean;
  reason: string;
}

export type BounceReport = { ok: true; notices: BounceNotice[] } | { ok: false; error: string };

const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;
const STATUS = /^([245])\.\d{1,3}\.\d{1,3}$/;
const ACTIONS = new Set(['failed', 'delayed', 'delivered', 'relayed', 'expanded']);
/** Postmark's bounce types that mean the address does not exist or can never take mail. */
const POSTMARK_HARD = new Set(['HardBounce', 'BadEmailAddress']);
const MAX_NOTICES = 100;
const REASON_MAX = 500;

class Refused extends Error {}

/** 'rfc822; hine@example.org' or '<hine@example.org>' → 'hine@example.org'. */
function address(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new Refused(`${field} must be an email address`);
  const text = value.replace(/^\s*rfc822\s*;/i, '').trim().replace(/^<(.*)>$/, '$1');
  if (text.length > 254 || !ADDRESS.test(text)) throw new Refused(`${field} must be an email address`);
  return text;
}

const reasonOf = (...parts: unknown[]) =>
  parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' — ')
    .replace(/\p{Cc}+/gu, ' ')
    .slice(0, REASON_MAX);

function dsnNotice(recipient: unknown, action: unknown, status: unknown, diagnostic: unknown): BounceNotice {
  const email = address(recipient, 'recipient');
  const act = typeof action === 'string' ? action.trim().toLowerCase() : '';
  if (!ACTIONS.has(act)) throw new Refused(`action must be one of ${[...ACTIONS].join(', ')}`);
  const code = typeof status === 'string' ? (STATUS.exec(status.trim().split(/\s/)[0] ?? '') ?? null) : null;
  if (!code) throw new Refused("status must be an RFC 3463 code such as '5.1.1'");
  return { email, hard: act === 'failed' && code[1] === '5', reason: reasonOf(String(status).trim(), diagnostic) };
}

function postmarkNotice(record: Record<string, unknown>): BounceNotice | null {
  if (record.RecordType !== 'Bounce') return null;
  const email = address(record.Email, 'Email');
  if (typeof record.Type !== 'string') throw new Refused('Type must be a Postmark bounce type');
  return { email, hard: POSTMARK_HARD.has(record.Type), reason: reasonOf(record.Type, record.Description, record.Details) };
}

function jsonNotice(item: unknown): BounceNotice | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new Refused('each report must be an object');
  const record = item as Record<string, unknown>;
  if ('RecordType' in record) return postmarkNotice(record);
  if ('recipient' in record) return dsnNotice(record.recipient, record.action, record.status, record.diagnostic);
  throw new Refused('a report needs recipient, action and status, or Postmark’s RecordType and Email');
}

/** RFC 3464's per-recipient groups: header-like fields, groups apart by blank lines, folded lines joined. */
function dsnText(text: string): BounceNotice[] {
  const groups = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split(/\n\s*\n/)
    .map((group) => {
      const fields = new Map<string, string>();
      for (const line of group.split('\n')) {
        const match = /^([A-Za-z-]+):\s*(.*)$/.exec(line.trim());
        if (match && !fields.has(match[1]!.toLowerCase())) fields.set(match[1]!.toLowerCase(), match[2]!);
      }
      return fields;
    })
    .filter((fields) => fields.has('final-recipient') || fields.has('original-recipient'));
  if (groups.length === 0) throw new Refused('a delivery status needs a Final-Recipient field');
  return groups.map((fields) =>
    dsnNotice(fields.get('final-recipient') ?? fields.get('original-recipient'), fields.get('action'), fields.get('status'), fields.get('diagnostic-code')),
  );
}

/** Reads a report (a parsed JSON body, or the text of a delivery status). */
export function readBounceReport(body: unknown): BounceReport {
  try {
    let notices: BounceNotice[];
    if (typeof body === 'string') notices = dsnText(body);
    else if (Array.isArray(body)) {
      if (body.length === 0) throw new Refused('the list of reports is empty');
      notices = body.map(jsonNotice).filter((notice): notice is BounceNotice => notice !== null);
    } else {
      const notice = jsonNotice(body);
      notices = notice ? [notice] : [];
    }
    if (notices.length > MAX_NOTICES) throw new Refused(`at most ${MAX_NOTICES} reports at a time`);
    return { ok: true, notices };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.message };
    throw error;
  }
}
