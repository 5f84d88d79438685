import { BadInput, TooLarge } from "../lib/domain-errors";
import { readBodyWithin } from "../shared/request-body";

/**
 * Reads the entries of a zip file held in memory, from its central directory. An entry's bytes
 * are inflated only when asked for, by the runtime's own inflater, and never past the size the
 * directory declares: a small file that would inflate to gigabytes stops at the size it claims.
 * What all entries unpack to together is held to one budget (`UnpackBudget`), taken before each
 * entry is inflated. Zip64 and encrypted entries are refused, and so are two entries of one name;
 * none is needed for the archives read here.
 */

const NOT_A_ZIP = "The file is not a zip archive.";
const BROKEN_ZIP = "The zip archive is damaged: an entry could not be read.";

export type ZipEntry = {
  name: string;
  /** The size the directory declares once inflated. */
  size: number;
  read: () => Promise<Uint8Array>;
};

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) + u16(bytes, at + 2) * 65536) >>> 0;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record's own 22 bytes, then a comment of at most 65,535. */
const END_RECORD_SEARCH = 22 + 65_535;

function endOfDirectory(bytes: Uint8Array) {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_RECORD_SEARCH); at--)
    if (u32(bytes, at) === END_OF_DIRECTORY) return at;
  throw new BadInput(NOT_A_ZIP);
}

/**
 * The bytes one uploaded file may unpack to, across all its entries (a zip inside a zip, a gzipped
 * recipe included): each inflation takes its share before it starts, and none runs past what is left.
 */
export class UnpackBudget {
  private left: number;
  constructor(readonly max: number) {
    this.left = max;
  }

  private tooLarge() {
    return new TooLarge(`The file unpacks to more than ${this.max / (1024 * 1024)} MB, more than one import reads.`);
  }

  /** Refuses when fewer than `size` bytes are left. */
  check(size: number) {
    if (size > this.left) throw this.tooLarge();
  }

  /** Takes `size` bytes, or refuses when fewer are left. */
  take(size: number) {
    this.check(size);
    this.left -= size;
  }

  /**
   * `bytes` decompressed within what is left and within `maxBytes`: null when they hold more than
   * `maxBytes`, refused when more than what is left. A damaged stream rejects.
   */
  async decompress(bytes: Uint8Array, format: CompressionFormat, maxBytes: number) {
    const limit = Math.min(maxBytes, this.left);
    const out = await decompressWithin(bytes, format, limit);
    if (!out && limit < maxBytes) throw this.tooLarge();
    if (out) this.left -= out.length;
    return out;
  }
}

/**
 * `bytes` decompressed by the runtime (`deflate-raw`, `gzip`), read no further than `maxBytes`:
 * null when they hold more. A damaged stream rejects.
 */
function decompressWithin(bytes: Uint8Array, format: CompressionFormat, maxBytes: number) {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream(format));
  return readBodyWithin(stream, maxBytes, { pastLimit: "cancel" });
}

async function inflateWithin(compressed: Uint8Array, size: number): Promise<Uint8Array> {
  const out = await decompressWithin(compressed, "deflate-raw", size).catch(() => null);
  if (!out || out.length !== size) throw new BadInput(BROKEN_ZIP);
  return out;
}

/**
 * The zip's entries by name (folders left out), in the order of its directory; reading one takes
 * its size from `budget` first.
 */
export function readZip(bytes: Uint8Array, budget: UnpackBudget): Map<string, ZipEntry> {
  if (bytes.length < 22) throw new BadInput(NOT_A_ZIP);
  const end = endOfDirectory(bytes);
  const count = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  const entries = new Map<string, ZipEntry>();
  const names = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== DIRECTORY_ENTRY) throw new BadInput(BROKEN_ZIP);
    const flags = u16(bytes, at + 8);
    const method = u16(bytes, at + 10);
    const compressedSize = u32(bytes, at + 20);
    const size = u32(bytes, at + 24);
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    const localHeader = u32(bytes, at + 42);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    if (compressedSize === 0xffffffff || size === 0xffffffff || localHeader === 0xffffffff)
      throw new BadInput("The zip archive is too large: Zip64 archives are not read.");
    if (flags & 1) throw new BadInput("The zip archive is encrypted.");
    if (name.endsWith("/")) continue;
    // Which of two entries of one name counts differs from one app to the next: neither is taken.
    if (entries.has(name)) throw new BadInput(`The zip archive holds two entries named ${name}.`);
    if (method !== 0 && method !== 8) throw new BadInput(`The zip entry ${name} uses a compression that is not read.`);
    if (localHeader + 30 > bytes.length || u32(bytes, localHeader) !== LOCAL_HEADER) throw new BadInput(BROKEN_ZIP);
    const start = localHeader + 30 + u16(bytes, localHeader + 26) + u16(bytes, localHeader + 28);
    if (start + compressedSize > bytes.length) throw new BadInput(BROKEN_ZIP);
    const data = bytes.subarray(start, start + compressedSize);
    entries.set(name, {
      name,
      size,
      read: async () => {
        budget.take(size);
        if (method === 8) return inflateWithin(data, size);
        if (data.length !== size) throw new BadInput(BROKEN_ZIP);
        return data;
      },
    });
  }
  return entries;
}
