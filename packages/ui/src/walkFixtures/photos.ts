/**
 * Stand-ins for DOC's remote photos in stories: small landscape scenes as SVG data
 * URLs, so screenshots never depend on the network and always look the same.
 */
import { palette } from '../theme/palette.ts';

interface Scene {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  mid: string;
  near: string;
}

function scene({ skyTop, skyBottom, sun, far, mid, near }: Scene): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#s)"/>
<circle cx="880" cy="150" r="70" fill="${sun}"/>
<path d="M0 380 180 210l120 90 170-200 190 190 130-110 210 170 200-120v465H0z" fill="${far}"/>
<path d="m470 100-48 56 26-8 22 18 26-20 24 12zM180 210l-36 34 20-4 16 14 20-14 18 4z" fill="${palette.snow}"/>
<path d="M0 470c200-60 380-40 560-90s420-20 640-70v365H0z" fill="${mid}"/>
<path d="M0 560c240-40 500-10 760-50s300-10 440-20v185H0z" fill="${near}"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Alpine: volcanic ridges above tussock. */
export const alpinePhoto = scene({
  skyTop: palette.lake[300],
  skyBottom: palette.lake[50],
  sun: palette.tussock[100],
  far: palette.ink[500],
  mid: palette.tussock[500],
  near: palette.tussock[700],
});

/** Coast: golden beach and bush. */
export const coastPhoto = scene({
  skyTop: palette.lake[200],
  skyBottom: palette.tussock[50],
  sun: palette.alert.yellowSoft,
  far: palette.forest[400],
  mid: palette.lake[400],
  near: palette.tussock[300],
});

/** Valley: glacier-fed river under the range. */
export const valleyPhoto = scene({
  skyTop: palette.lake[400],
  skyBottom: palette.lake[100],
  sun: palette.white,
  far: palette.lake[600],
  mid: palette.forest[400],
  near: palette.forest[700],
});

/** Forest: bush-clad hills at dusk. */
export const forestPhoto = scene({
  skyTop: palette.tussock[300],
  skyBottom: palette.tussock[100],
  sun: palette.alert.orangeSoft,
  far: palette.forest[500],
  mid: palette.forest[600],
  near: palette.forest[800],
});

/**
 * Waits until every image in `root` has loaded and decoded, so a screenshot never
 * catches a half-drawn thumbnail. Broken images count as done.
 */
export async function imagesReady(root: ParentNode): Promise<void> {
  const images = Array.from(root.querySelectorAll('img'));
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
}
