import { join } from 'node:path';
import { paths } from './paths.ts';
import { isFileInside } from './public-files.ts';

/** The public/ folder the formats below check against: the kit's own, or a draft's (validateCountryFiles' publicDir). */
let publicDir = paths.publicDir;

/** Points the formats at `folder` for the checks that follow. */
export function checkFilesIn(folder: string): void {
  publicDir = folder;
}

const footerImages = () => join(publicDir, 'service', 'footer-images', 'logos');

/**
 * The schemas' own formats: a referenced image must exist, so that its absence is reported at the
 * value in the same pass. Shared by the validators compiled ahead of time and by ajv at run time.
 */
export const schemaFormats: Record<string, (value: string) => boolean> = {
  'public-file': (path) => isFileInside(publicDir, path),
  'footer-logo': (name) => isFileInside(footerImages(), `${name}.svg`),
  'footer-image': (fileName) => isFileInside(footerImages(), fileName),
};
