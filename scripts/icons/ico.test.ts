import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {decodeIco, encodeIco} from './ico';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe('encodeIco', () => {
  it('writes images that read back with their sizes', () => {
    const images = [
      {size: 16, png: Buffer.from('sixteen')},
      {size: 256, png: Buffer.from('two hundred fifty-six')},
    ];
    expect(decodeIco(encodeIco(images))).toEqual(images);
  });

  it('refuses a size the format cannot hold', () => {
    expect(() => encodeIco([{size: 300, png: Buffer.alloc(1)}])).toThrow(
      /1 to 256 pixels/,
    );
  });
});

describe('static/favicon.ico', () => {
  it('holds the 16, 32 and 48 pixel PNGs that `npm run icons` draws', () => {
    const file = fs.readFileSync(
      path.resolve(__dirname, '../../static/favicon.ico'),
    );
    const images = decodeIco(file);
    expect(images.map(({size}) => size)).toEqual([16, 32, 48]);
    for (const {size, png} of images) {
      expect(png.subarray(0, 4)).toEqual(PNG_SIGNATURE);
      // The width and height in the PNG's header chunk.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
        size,
        size,
      ]);
    }
  });
});
