import { fileURLToPath } from 'node:url';
import { dirname, join, relative, sep } from 'node:path';

/** The kit's own folder; commands resolve every project path from here, whatever the working directory. */
export const projectRoot = dirname(dirname(fileURLToPath(import.meta.url)));

export const paths = {
  countries: join(projectRoot, 'countries'),
  schemas: join(projectRoot, 'schemas'),
  locales: join(projectRoot, 'locales'),
  publicDir: join(projectRoot, 'public'),
  generatedTypes: join(projectRoot, 'src', 'config'),
  dist: join(projectRoot, 'dist'),
};

/** A path as a person would type it from the working directory, with forward slashes. */
export function displayPath(absolutePath: string): string {
  const shown = relative(process.cwd(), absolutePath) || '.';
  return shown.split(sep).join('/');
}
