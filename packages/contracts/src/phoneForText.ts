/**
 * A phone number as a person typed it ('027 555 0199', '+64 21 555 0101', '(021) 555-0101')
 * made E.164 for a text (ADR 065). New Zealand numbers take +64; a number already in
 * international form (+44…) is kept. A number that cannot take a text answers null with the
 * reason: it is recorded as the text's failure, never sent (a landline, too short, letters).
 */
export type PhoneForText = { ok: true; e164: string } | { ok: false; reason: string };

export function phoneForText(raw: string | null | undefined): PhoneForText {
  const typed = (raw ?? '').trim();
  if (typed === '') return { ok: false, reason: 'no phone number' };
  if (!/^[+\d\s().-]+$/.test(typed)) return { ok: false, reason: `not a phone number: '${typed.slice(0, 40)}'` };
  let digits = typed.replace(/[\s().-]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if ((digits.match(/\+/g) ?? []).length > 1 || digits.indexOf('+') > 0) return { ok: false, reason: `not a phone number: '${typed.slice(0, 40)}'` };
  let national: string;
  if (digits.startsWith('+64')) national = digits.slice(3).replace(/^0/, '');
  else if (digits.startsWith('+')) {
    // Another country's number: E.164 allows up to 15 digits after the plus.
    return /^\+[1-9]\d{7,14}$/.test(digits) ? { ok: true, e164: digits } : { ok: false, reason: `not an international number: '${typed.slice(0, 40)}'` };
  } else if (digits.startsWith('0')) national = digits.slice(1);
  else if (/^642\d{7,9}$/.test(digits)) national = digits.slice(2);
  else return { ok: false, reason: `not a New Zealand number: '${typed.slice(0, 40)}'` };
  // New Zealand mobiles are 02x with 6 to 8 more digits; landlines (03, 04, 06, 07, 09) and 0800 take no texts.
  if (!/^2\d{7,9}$/.test(national)) return { ok: false, reason: `not a New Zealand mobile number: '${typed.slice(0, 40)}'` };
  return { ok: true, e164: `+64${national}` };
}
