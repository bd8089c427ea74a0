import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { UsageError } from '../../validation/errors.ts';
import { projectRoot } from '../../validation/paths.ts';
import type { CountrySelection } from '../valid-countries.ts';

/** The options of `serve`, for one country (serve.ts) and for every country (serve-all.ts). */
export interface ServeOptions extends CountrySelection {
  port: string;
  /** Folder of the services' database. */
  data?: string;
  /** Base address of real services to forward /service/* to. */
  upstream?: string;
  /** Serve the local tools under /_dev as well. */
  devTools?: boolean;
}

const DEFAULT_DATA_DIR = join(projectRoot, '.storefront');

/** The nearest of `path` and the folders above it that exists. */
function nearestExisting(path: string): { path: string; isDirectory: boolean } {
  // Under a file (package.json/data) nothing exists either.
  const stat = existsSync(path) ? statSync(path) : undefined;
  if (stat || dirname(path) === path) return { path, isDirectory: stat?.isDirectory() ?? true };
  return nearestExisting(dirname(path));
}

/**
 * The folder of the services' database: --data, or .storefront/ in the project. A usage error when
 * it is a file, under a file, or empty (an unset variable in a unit file must not mean the working folder).
 */
export function servicesDataDir({ data }: Pick<ServeOptions, 'data'>): string {
  if (data?.trim() === '') throw new UsageError('--data is empty; give a folder for the database, e.g. --data /var/lib/storefront');
  const folder = resolve(data ?? DEFAULT_DATA_DIR);
  const existing = nearestExisting(folder);
  if (existing.path === folder && !existing.isDirectory) throw new UsageError(`--data ${data} is a file; allowed: a folder, or a path where one can be made`);
  if (!existing.isDirectory) throw new UsageError(`--data ${data} cannot be made: ${relative(process.cwd(), existing.path) || existing.path} is a file`);
  return folder;
}
