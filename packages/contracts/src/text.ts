/**
 * How the product counts and tidies text, for every rule of the contract (the server's
 * commands, the domain's forms and the ui's counters, through the web app). Plain
 * functions, apart from the schemas, so browser bundles do not carry the schema builder.
 */

/**
 * The length of a text as every limit of api/v1 counts it: in Unicode code points, which
 * is what the server's JSON Schema validation (`maxLength`) counts too. Not UTF-16 code
 * units (`text.length`: an emoji beyond the first plane is two) and not what a reader sees
 * as one character (a grapheme): '🏔️' is two code points (the mountain and the emoji
 * variation selector), a family '👩‍👩‍👧' five (three people joined by two zero-width
 * joiners), 'ō' written as 'o' and a combining macron two. Code points are what the
 * database stores and what a limit can be checked against the same way everywhere
 * without a grapheme table (whose answers change with the Unicode version).
 */
export function textLength(text: string): number {
  let count = 0;
  for (const _codePoint of text) count += 1;
  return count;
}

/** A text trimmed, or null when nothing but white space is left (an optional field left blank). */
export function blankToNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
