/**
 * The ICO container with PNG images inside, which every browser and feed
 * reader reads: a 6-byte header, a 16-byte entry per image, then the PNGs.
 */

export type IcoImage = {
  /** Width and height in pixels (square), 1 to 256. */
  readonly size: number;
  readonly png: Buffer;
};

const HEADER = 6;
const ENTRY = 16;

export function encodeIco(images: readonly IcoImage[]): Buffer {
  const header = Buffer.alloc(HEADER);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = HEADER + ENTRY * images.length;
  const entries = images.map(({size, png}) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) {
      throw new Error(`An icon is 1 to 256 pixels wide, not ${size}`);
    }
    const entry = Buffer.alloc(ENTRY);
    entry.writeUInt8(size % 256, 0); // 0 stands for 256
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({png}) => png)]);
}

/** The sizes and PNGs of an ICO file, read back (for the tests). */
export function decodeIco(file: Buffer): IcoImage[] {
  if (file.readUInt16LE(0) !== 0 || file.readUInt16LE(2) !== 1) {
    throw new Error('Not an ICO file: the header must be 0, 1');
  }
  const count = file.readUInt16LE(4);
  return Array.from({length: count}, (_, index) => {
    const entry = HEADER + ENTRY * index;
    const size = file.readUInt8(entry) || 256;
    const length = file.readUInt32LE(entry + 8);
    const offset = file.readUInt32LE(entry + 12);
    return {size, png: file.subarray(offset, offset + length)};
  });
}
