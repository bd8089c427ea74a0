import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { CliError } from '../../validation/errors.ts';
import { displayPath } from '../../validation/paths.ts';
import { pngSize, type PictureSize } from './png-size.ts';

export type PictureStatus = 'unchanged' | 'changed' | 'new' | 'missing';

export interface PictureComparison {
  /** The picture's name, as in `Shot.name`. */
  name: string;
  status: PictureStatus;
  /** Pixels that differ from the baseline's picture; 0 for a new or missing one. */
  changedPixels: number;
  /** Set when the baseline's picture has another size: it was not compared pixel by pixel, and has no diff picture. */
  resized?: { from: PictureSize; to: PictureSize };
}

/**
 * The pixels a page that grew or shrank added or lost: those in one picture and not the other,
 * both laid at the top left. Counted from the sizes alone.
 */
function addedOrLostArea(a: PictureSize, b: PictureSize): number {
  const overlap = Math.min(a.width, b.width) * Math.min(a.height, b.height);
  return a.width * a.height + b.width * b.height - 2 * overlap;
}

function sizeOf(file: string): PictureSize {
  const size = pngSize(file);
  if ('problem' in size) throw new CliError(`${displayPath(file)} is not a PNG picture: ${size.problem}; allowed: a picture of an earlier run's --out folder`);
  return size;
}

/**
 * How a picture compares with the baseline's. The baseline's size is read from its header first:
 * a picture of another size is changed by the area added or lost and is never decoded, so a
 * baseline claiming 40000 × 40000 pixels costs 33 bytes, not gigabytes. One of the same size is
 * decoded and compared pixel by pixel (see comparePicture).
 */
function compareWithBaseline(name: string, currentFile: string, baselineFile: string, diffFile: string): PictureComparison {
  const [from, to] = [sizeOf(baselineFile), sizeOf(currentFile)];
  if (from.width !== to.width || from.height !== to.height) return { name, status: 'changed', changedPixels: addedOrLostArea(from, to), resized: { from, to } };
  const changedPixels = comparePicture(currentFile, baselineFile, diffFile);
  return { name, status: changedPixels > 0 ? 'changed' : 'unchanged', changedPixels };
}

/**
 * Counts the pixels that differ between two pictures of the same size and writes a diff picture:
 * the changed pixels red over a faded copy of the baseline.
 */
function comparePicture(currentFile: string, baselineFile: string, diffFile: string): number {
  const current = PNG.sync.read(readFileSync(currentFile));
  const baseline = PNG.sync.read(readFileSync(baselineFile));
  const { width, height } = current;
  const diff = new PNG({ width, height });
  const changed = pixelmatch(baseline.data, current.data, diff.data, width, height, { diffColor: [255, 0, 0] });
  if (changed > 0) {
    mkdirSync(dirname(diffFile), { recursive: true });
    writeFileSync(diffFile, PNG.sync.write(diff));
  }
  return changed;
}

const pictureNames = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith('.png'))
        .map((file) => file.slice(0, -'.png'.length))
    : [];

/**
 * Compares one country's pictures with the same files in the baseline's folder of that country;
 * pictures only the baseline has are listed as missing, after the others.
 */
export function compareFolder(names: readonly string[], currentDir: string, baselineDir: string, diffDir: string): PictureComparison[] {
  const compared = names.map((name): PictureComparison => {
    const baselineFile = join(baselineDir, `${name}.png`);
    if (!existsSync(baselineFile)) return { name, status: 'new', changedPixels: 0 };
    return compareWithBaseline(name, join(currentDir, `${name}.png`), baselineFile, join(diffDir, `${name}.png`));
  });
  const missing = pictureNames(baselineDir)
    .filter((name) => !names.includes(name))
    .sort()
    .map((name): PictureComparison => ({ name, status: 'missing', changedPixels: 0 }));
  return [...compared, ...missing];
}
