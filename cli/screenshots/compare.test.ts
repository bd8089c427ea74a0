import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compareFolder } from './compare.ts';

const WHITE = [255, 255, 255, 255];

/** A white picture with the given pixels painted black. */
function writePicture(file: string, width: number, height: number, black: Array<[number, number]> = []): void {
  const png = new PNG({ width, height });
  for (let index = 0; index < width * height; index++) png.data.set(WHITE, index * 4);
  for (const [x, y] of black) png.data.set([0, 0, 0, 255], (y * width + x) * 4);
  writeFileSync(file, PNG.sync.write(png));
}

/** A PNG file that claims a size in its header and holds a few bytes of garbage for its pixels: it must never be decoded. */
function writeClaimedPicture(file: string, width: number, height: number): void {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    // The CRC is left zero: a reader that checks it has decoded too far already.
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, adaptive filtering, no interlace
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  writeFileSync(file, Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]));
}

describe('compareFolder', () => {
  let root: string;
  let current: string;
  let baseline: string;
  let diff: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'storefront-compare-'));
    [current, baseline, diff] = ['current', 'baseline', 'diff'].map((name) => join(root, name)) as [string, string, string];
    mkdirSync(current);
    mkdirSync(baseline);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds an identical picture unchanged and writes no diff picture', () => {
    writePicture(join(current, 'phone-home.png'), 20, 30);
    writePicture(join(baseline, 'phone-home.png'), 20, 30);
    expect(compareFolder(['phone-home'], current, baseline, diff)).toEqual([{ name: 'phone-home', status: 'unchanged', changedPixels: 0 }]);
    expect(existsSync(join(diff, 'phone-home.png'))).toBe(false);
  });

  it('counts the changed pixels and paints them red in the diff picture', () => {
    writePicture(join(current, 'phone-home.png'), 20, 30, [
      [3, 4],
      [10, 20],
    ]);
    writePicture(join(baseline, 'phone-home.png'), 20, 30);
    expect(compareFolder(['phone-home'], current, baseline, diff)).toEqual([{ name: 'phone-home', status: 'changed', changedPixels: 2 }]);
    const picture = PNG.sync.read(readFileSync(join(diff, 'phone-home.png')));
    expect([...picture.data.subarray((4 * 20 + 3) * 4, (4 * 20 + 3) * 4 + 4)]).toEqual([255, 0, 0, 255]);
  });

  it('counts every pixel of the area a longer page added', () => {
    writePicture(join(current, 'phone-home.png'), 20, 35);
    writePicture(join(baseline, 'phone-home.png'), 20, 30);
    expect(compareFolder(['phone-home'], current, baseline, diff)[0]).toMatchObject({ status: 'changed', changedPixels: 20 * 5 });
  });

  it('counts the added or lost area of a baseline of another size without decoding it, and writes no diff picture', () => {
    writePicture(join(current, 'phone-home.png'), 20, 30);
    writeClaimedPicture(join(baseline, 'phone-home.png'), 25, 28);
    expect(compareFolder(['phone-home'], current, baseline, diff)).toEqual([
      { name: 'phone-home', status: 'changed', changedPixels: 20 * 30 + 25 * 28 - 2 * 20 * 28, resized: { from: { width: 25, height: 28 }, to: { width: 20, height: 30 } } },
    ]);
    expect(existsSync(join(diff, 'phone-home.png'))).toBe(false);
  });

  it('finds a 40000 × 40000 baseline (a PNG bomb) changed without decoding it: memory stays flat', () => {
    writePicture(join(current, 'phone-home.png'), 20, 30);
    writeClaimedPicture(join(baseline, 'phone-home.png'), 40_000, 40_000);
    const before = process.memoryUsage().rss;

    const [comparison] = compareFolder(['phone-home'], current, baseline, diff);

    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    expect(comparison).toMatchObject({ status: 'changed', changedPixels: 40_000 * 40_000 - 20 * 30 });
  });

  it('says which baseline file is not a PNG picture, and why', () => {
    writePicture(join(current, 'phone-home.png'), 20, 30);
    writeFileSync(join(baseline, 'phone-home.png'), 'DEPLOY_TOKEN=not a picture\n');
    expect(() => compareFolder(['phone-home'], current, baseline, diff)).toThrow(
      /\/baseline\/phone-home\.png is not a PNG picture: it does not start with the PNG signature; allowed: a picture of an earlier run's --out folder$/,
    );
  });

  it('marks a picture the baseline lacks as new and one only the baseline has as missing', () => {
    writePicture(join(current, 'phone-404.png'), 4, 4);
    writePicture(join(baseline, 'phone-login.png'), 4, 4);
    expect(compareFolder(['phone-404'], current, baseline, diff)).toEqual([
      { name: 'phone-404', status: 'new', changedPixels: 0 },
      { name: 'phone-login', status: 'missing', changedPixels: 0 },
    ]);
  });

  it('finds every picture new when the baseline has no folder for the country', () => {
    writePicture(join(current, 'phone-home.png'), 4, 4);
    expect(compareFolder(['phone-home'], current, join(root, 'none'), diff)).toEqual([{ name: 'phone-home', status: 'new', changedPixels: 0 }]);
  });
});
