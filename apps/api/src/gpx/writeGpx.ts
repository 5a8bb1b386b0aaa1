/** GPX 1.1 of a line (a custom track) or of a network of parts (a DOC track), one segment per part. */

export type LngLat = [number, number];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

/** Six decimals: about 10 cm, finer than any GPS. */
const coordinate = (value: number) => value.toFixed(6);

export function writeGpx(input: { name: string; description?: string | null; parts: LngLat[][]; link?: string | null }): string {
  const segments = input.parts
    .filter((part) => part.length > 0)
    .map((part) => `      <trkseg>\n${part.map(([lng, lat]) => `        <trkpt lat="${coordinate(lat)}" lon="${coordinate(lng)}"/>`).join('\n')}\n      </trkseg>`)
    .join('\n');
  const description = input.description?.trim() ? `\n    <desc>${escapeXml(input.description.trim())}</desc>` : '';
  const link = input.link ? `\n    <link href="${escapeXml(input.link)}"/>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Plan My Walk" xmlns="http://www.topografix.com/GPX/1/1">
  <metadata>
    <name>${escapeXml(input.name)}</name>
  </metadata>
  <trk>
    <name>${escapeXml(input.name)}</name>${description}${link}
${segments}
  </trk>
</gpx>
`;
}

/** A file name from a title: letters, digits, spaces and dashes, never empty. */
export function gpxFilename(title: string): string {
  const safe = title.replace(/[^\p{L}\p{N} _-]+/gu, '').replace(/\s+/g, ' ').trim().slice(0, 80);
  return `${safe || 'track'}.gpx`;
}
