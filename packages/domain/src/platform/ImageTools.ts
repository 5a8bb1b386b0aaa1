/** Pixel dimensions. */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * What the stores need of the browser's image handling: the web app implements it
 * (decoding, resizing and object URLs are browser APIs); tests pass a fake.
 */
export interface ImageTools {
  /**
   * The photo made smaller so it fits `target` (turned with the photo, see photoSize.ts),
   * never larger: a photo already that small comes back as it is.
   */
  resize(photo: Blob, target: PixelSize): Promise<Blob>;
  /** A URL that shows the photo on this device before it is sent; give it back with `release`. */
  preview(photo: Blob): string;
  release(url: string): void;
}
