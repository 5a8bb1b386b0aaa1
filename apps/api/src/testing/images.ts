/**
 * Image bytes made in the test (issue 29, ADR 060): a phone-like JPEG that gives away
 * where it was taken, and a decompression bomb's PNG header.
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Where the photo says it was taken: a street in Wellington, as a phone writes it. */
export const HOME_GPS = { GPSLatitudeRef: 'S', GPSLatitude: '41/1 17/1 2000/100', GPSLongitudeRef: 'E', GPSLongitude: '174/1 46/1 3000/100' };

/**
 * A JPEG of width × height as a phone stores it: EXIF with the camera, the GPS position
 * and orientation 6 (the pixels lie sideways; viewers turn it upright).
 */
export function phonePhoto(width = 3000, height = 2000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 80 } } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'Kiwi', Model: 'Phone 7', Copyright: 'Aroha Walker' }, IFD3: HOME_GPS })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG whose header says width × height, 8-bit RGBA (20,000 × 20,000: 1.6 GB of
 * pixels once decoded), with no pixel data behind it: only a decoder that read the
 * header alone can answer anything but "damaged" about it.
 */
export function bombPng(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // RGBA
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', Buffer.alloc(0)), chunk('IEND', Buffer.alloc(0))]);
}
