import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export type PictureStatus = 'unchanged' | 'changed' | 'new' | 'missing';

export interface PictureComparison {
  /** The picture's name, as in `Shot.name`. */
  name: string;
  status: PictureStatus;
  /** Pixels that differ from the baseline's picture; 0 for a new or missing one. */
  changedPixels: number;
}

/** A copy of the picture on a canvas of the given size; the added area is transparent. */
function onCanvas(picture: PNG, width: number, height: number): PNG {
  if (picture.width === width && picture.height === height) return picture;
  const canvas = new PNG({ width, height });
  PNG.bitblt(picture, canvas, 0, 0, picture.width, picture.height, 0, 0);
  return canvas;
}

/**
 * Counts the pixels that differ and writes a diff picture: the changed pixels red over a faded
 * copy of the baseline. A page that grew or shrank is compared on the larger canvas, so every
 * pixel of the added or lost area counts as changed.
 */
export function comparePicture(currentFile: string, baselineFile: string, diffFile: string): number {
  const current = PNG.sync.read(readFileSync(currentFile));
  const baseline = PNG.sync.read(readFileSync(baselineFile));
  const width = Math.max(current.width, baseline.width);
  const height = Math.max(current.height, baseline.height);
  const diff = new PNG({ width, height });
  const changed = pixelmatch(onCanvas(baseline, width, height).data, onCanvas(current, width, height).data, diff.data, width, height, { diffColor: [255, 0, 0] });
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
    const changedPixels = comparePicture(join(currentDir, `${name}.png`), baselineFile, join(diffDir, `${name}.png`));
    return { name, status: changedPixels > 0 ? 'changed' : 'unchanged', changedPixels };
  });
  const missing = pictureNames(baselineDir)
    .filter((name) => !names.includes(name))
    .sort()
    .map((name): PictureComparison => ({ name, status: 'missing', changedPixels: 0 }));
  return [...compared, ...missing];
}
