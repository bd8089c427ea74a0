import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
