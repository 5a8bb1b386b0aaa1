import { describe, expect, it } from 'vitest';
import { readBounceReport } from './bounce-reports.ts';

const RFC3464 = [
  'Reporting-MTA: dns; mx.example.net',
  'Arrival-Date: Mon, 1 Dec 2030 10:00:00 +1300',
  '',
  'Final-Recipient: rfc822; Hine@Example.org',
  'Action: failed',
  'Status: 5.1.1',
  'Diagnostic-Code: smtp; 550 5.1.1 <hine@example.org>:',
  '  Recipient address rejected: User unknown',
  '',
  'Final-Recipient: rfc822; mere@example.org',
  'Action: delayed',
  'Status: 4.2.2',
].join('\r\n');

describe('reading a bounce report', () => {
  it.each([
    ['a DSN as JSON, failed 5.x.x', { recipient: 'hine@example.org', action: 'failed', status: '5.1.1', diagnostic: 'smtp; 550 No such user' }, [{ email: 'hine@example.org', hard: true }]],
    ['a DSN as JSON with an rfc822 recipient', { recipient: 'rfc822; <hine@example.org>', action: 'failed', status: '5.2.1' }, [{ email: 'hine@example.org', hard: true }]],
    ['a DSN as JSON, delayed 4.x.x (soft)', { recipient: 'hine@example.org', action: 'delayed', status: '4.4.1' }, [{ email: 'hine@example.org', hard: false }]],
    ['a DSN as JSON, failed 4.x.x (soft)', { recipient: 'hine@example.org', action: 'failed', status: '4.2.2' }, [{ email: 'hine@example.org', hard: false }]],
    ['a list of DSNs', [{ recipient: 'a@example.org', action: 'failed', status: '5.1.1' }, { recipient: 'b@example.org', action: 'delivered', status: '2.0.0' }], [{ email: 'a@example.org', hard: true }, { email: 'b@example.org', hard: false }]],
    ["Postmark's HardBounce", { RecordType: 'Bounce', Type: 'HardBounce', Email: 'hine@example.org', Description: 'The server was unable to deliver your message', Details: 'smtp;550 5.1.1 unknown' }, [{ email: 'hine@example.org', hard: true }]],
    ["Postmark's BadEmailAddress", { RecordType: 'Bounce', Type: 'BadEmailAddress', Email: 'hine@example.org' }, [{ email: 'hine@example.org', hard: true }]],
    ["Postmark's SoftBounce (soft)", { RecordType: 'Bounce', Type: 'SoftBounce', Email: 'hine@example.org', Description: 'Mailbox full' }, [{ email: 'hine@example.org', hard: false }]],
    ["Postmark's other record types are left", { RecordType: 'Delivery', Email: 'hine@example.org' }, []],
    ['the RFC 3464 text, one failed and one delayed', RFC3464, [{ email: 'Hine@Example.org', hard: true }, { email: 'mere@example.org', hard: false }]],
  ])('given %s, reads it', (_name, body, expected) => {
    const report = readBounceReport(body);
    expect(report.ok).toBe(true);
    expect(report.ok && report.notices.map(({ email, hard }) => ({ email, hard }))).toEqual(expected);
  });

  it('keeps the status and the diagnostic as the reason, folded lines joined', () => {
    const report = readBounceReport(RFC3464);
    expect(report.ok && report.notices[0]!.reason).toBe('5.1.1 — smtp; 550 5.1.1 <hine@example.org>: Recipient address rejected: User unknown');
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['an empty list', []],
    ['an object of neither shape', { email: 'hine@example.org' }],
    ['a DSN without a status', { recipient: 'hine@example.org', action: 'failed' }],
    ['a DSN with a status that is no code', { recipient: 'hine@example.org', action: 'failed', status: 'bounced' }],
    ['a DSN with an unknown action', { recipient: 'hine@example.org', action: 'exploded', status: '5.1.1' }],
    ['a malformed address', { recipient: 'not an address', action: 'failed', status: '5.1.1' }],
    ['Postmark without an Email', { RecordType: 'Bounce', Type: 'HardBounce' }],
    ['Postmark without a Type', { RecordType: 'Bounce', Email: 'hine@example.org' }],
    ['a list with one bad item', [{ recipient: 'a@example.org', action: 'failed', status: '5.1.1' }, 'b@example.org']],
    ['text without a Final-Recipient', 'Action: failed\nStatus: 5.1.1'],
    ['more than 100 reports', Array.from({ length: 101 }, (_, i) => ({ recipient: `a${i}@example.org`, action: 'failed', status: '5.1.1' }))],
  ])('given %s, refuses the whole report', (_name, body) => {
    expect(readBounceReport(body).ok).toBe(false);
  });
});
