const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Photos for the copy of an imported recipe's image: their first bytes say what they are. */
export const SITE_PHOTOS = {
  jpeg: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]),
  webp: Uint8Array.from([...ascii("RIFF"), 0x1a, 0, 0, 0, ...ascii("WEBPVP8 ")]),
  gif: Uint8Array.from([...ascii("GIF89a"), 0x01, 0x00, 0x01, 0x00]),
};
