const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const be32 = (n: number) => [...be16(Math.floor(n / 65536)), ...be16(n % 65536)];
const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const le24 = (n: number) => [...le16(n & 0xffff), (n >> 16) & 0xff];

/**
 * The first bytes of images of a given size, as the photo checks read them: enough header for the
 * type and the width and height, and nothing else (no pixel data is ever decoded).
 */
export const imageHeader = {
  png: (width: number, height: number) =>
    Uint8Array.from([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...be32(13),
      ...ascii("IHDR"),
      ...be32(width),
      ...be32(height),
      8,
      6,
      0,
      0,
      0,
    ]),
  /** A JFIF segment (and, with `exif`, an APP1 segment) before the frame header `sof` (0xc0 baseline, 0xc2 progressive). */
  jpeg: (width: number, height: number, { sof = 0xc0, exif = false } = {}) =>
    Uint8Array.from([
      0xff,
      0xd8,
      0xff,
      0xe0,
      ...be16(16),
      ...ascii("JFIF"),
      0,
      1,
      1,
      0,
      0,
      1,
      0,
      1,
      0,
      0,
      ...(exif ? [0xff, 0xe1, ...be16(10), ...ascii("Exif"), 0, 0, 0xff, 0xc0] : []),
      0xff,
      sof,
      ...be16(11),
      8,
      ...be16(height),
      ...be16(width),
      1,
      1,
      0x11,
      0,
    ]),
  webpLossy: (width: number, height: number) =>
    Uint8Array.from([
      ...ascii("RIFF"),
      22,
      0,
      0,
      0,
      ...ascii("WEBPVP8 "),
      10,
      0,
      0,
      0,
      0x30,
      0x01,
      0x00,
      0x9d,
      0x01,
      0x2a,
      ...le16(width),
      ...le16(height),
    ]),
  webpLossless: (width: number, height: number) => {
    const bits = width - 1 + (height - 1) * 16384;
    return Uint8Array.from([
      ...ascii("RIFF"),
      17,
      0,
      0,
      0,
      ...ascii("WEBPVP8L"),
      5,
      0,
      0,
      0,
      0x2f,
      ...le16(bits % 65536),
      ...le16(Math.floor(bits / 65536)),
    ]);
  },
  webpExtended: (width: number, height: number) =>
    Uint8Array.from([
      ...ascii("RIFF"),
      22,
      0,
      0,
      0,
      ...ascii("WEBPVP8X"),
      10,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      ...le24(width - 1),
      ...le24(height - 1),
    ]),
};

/** Photos for the copy of an imported recipe's image: their first bytes say what they are and how large. */
export const SITE_PHOTOS = {
  jpeg: imageHeader.jpeg(800, 600),
  webp: imageHeader.webpLossy(800, 600),
  gif: Uint8Array.from([...ascii("GIF89a"), 0x01, 0x00, 0x01, 0x00]),
  /** Three dozen bytes that declare 100,000 × 100,000 pixels. */
  hugePng: imageHeader.png(100_000, 100_000),
};
