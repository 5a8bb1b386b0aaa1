/**
 * How numbers, distances and track facts read on screen (spec part 1 §2, §3, §9).
 * Pure functions: the components use them, and the web app may use them for text
 * outside the components (page titles, share text).
 */

const NUMBER_LOCALE = 'en-NZ';

const METRES_PER_KM = 1000;

/** Intl's default for a number without `fractionDigits`: at most 3 decimals, no trailing zeros. */
const DEFAULT_MAX_FRACTION_DIGITS = 3;

/**
 * `|n|` rounded to `fractionDigits` decimals, as Intl rounds: from the shortest decimal
 * that reads back as `n` (`1.005` is '1.005', so 2 decimals make '1.01', where `toFixed`
 * works from the binary value and makes '1.00'), halves away from zero.
 */
function roundedDigits(n: number, fractionDigits: number): { whole: string; fraction: string } {
  // toExponential() without an argument writes those shortest digits: '1.005e+0'.
  const [mantissa = '0', exponent = '0'] = Math.abs(n).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  // How many of `digits` stand left of the point once scaled by 10^fractionDigits.
  const kept = Number(exponent) + 1 + fractionDigits;
  let scaled: bigint;
  if (kept >= digits.length) scaled = BigInt(digits) * 10n ** BigInt(kept - digits.length);
  else if (kept < 0) scaled = 0n;
  else scaled = BigInt(digits.slice(0, kept) || '0') + (Number(digits[kept]) >= 5 ? 1n : 0n);
  const text = scaled.toString().padStart(fractionDigits + 1, '0');
  return { whole: text.slice(0, text.length - fractionDigits), fraction: text.slice(text.length - fractionDigits) };
}

/**
 * A number with thousands separators ("Numbers are shown with thousands
 * separators"): `1234` → `'1,234'`. With `fractionDigits`, exactly that many
 * decimals: `formatNumber(12.3, 2)` → `'12.30'`.
 *
 * Written out for en-NZ rather than through `Intl.NumberFormat`, which reads the same
 * (format.test.ts compares the two): Intl's first use loads ICU's number data, about
 * 15 ms on a desktop and 60 ms on a phone, in the very task that draws the first track
 * tiles. What is not a finite number still goes to Intl.
 */
export function formatNumber(n: number, fractionDigits?: number): string {
  if (!Number.isFinite(n)) {
    const digits =
      fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    return new Intl.NumberFormat(NUMBER_LOCALE, digits).format(n);
  }
  // Intl keeps the sign of what rounds to zero (`-0.0004` → '-0'), and so of -0 itself.
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  const { whole, fraction } = roundedDigits(n, fractionDigits ?? DEFAULT_MAX_FRACTION_DIGITS);
  const decimals = fractionDigits === undefined ? fraction.replace(/0+$/, '') : fraction;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/**
 * A count with its noun, singular for exactly one: `formatCount(1, 'result', 'results')`
 * → `'1 result'`, `formatCount(1234, 'track', 'tracks')` → `'1,234 tracks'`.
 */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/**
 * A track's length on its details page: under 1 km in metres with 2 decimals,
 * otherwise kilometres with 2 decimals (spec part 1 §2): `0.85` → `'850.00 m'`,
 * `12.3` → `'12.30 km'`, `1234.5` → `'1,234.50 km'`.
 */
export function formatDistance(km: number): string {
  const metres = Math.round(km * METRES_PER_KM * 100) / 100;
  // 0.999999 km rounds to 1,000.00 m: that is 1.00 km.
  if (metres < METRES_PER_KM) return `${formatNumber(metres, 2)} m`;
  return formatKilometres(km);
}

/** A length in kilometres with 2 decimals, as the track tiles show it: `19.4` → `'19.40 km'`. */
export function formatKilometres(km: number): string {
  return `${formatNumber(km, 2)} km`;
}

/**
 * The track type in words: 'Point to Point' and 'Loop Track' as they are, anything
 * else (including unknown) is 'One way' (spec part 1 §3) — except DOC's 'Return'
 * (out and back), which the spec's source data did not have: calling it 'One way'
 * beside a time that says 'return' would mislead a walker about how far they go.
 */
export function trackTypeLabel(trackType: string | null | undefined): string {
  if (trackType === 'Point to Point' || trackType === 'Loop Track' || trackType === 'Return') return trackType;
  return 'One way';
}

/** A hut's bunks: `'1 bunk bed'`, `'24 bunk beds'`. */
export function bunkLabel(count: number): string {
  return formatCount(count, 'bunk bed', 'bunk beds');
}

/**
 * One end of a distance filter whose top value `openEndKm` means "no upper bound": the
 * top reads one step (1 km) less with a '+'. With a top of 101: `50` → `'50'`, `101` → `'100+'`.
 */
export function distanceBoundLabel(km: number, openEndKm: number): string {
  return km >= openEndKm ? `${formatNumber(openEndKm - 1)}+` : formatNumber(km);
}

/** A distance filter as a tag, with a top of 101: `[5, 20]` → `'5 – 20 km'`, `[5, 101]` → `'5 – 100+ km'`. */
export function formatDistanceRange([min, max]: readonly [number, number], openEndKm: number): string {
  return `${distanceBoundLabel(min, openEndKm)} – ${distanceBoundLabel(max, openEndKm)} km`;
}
