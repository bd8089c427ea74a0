import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
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

/** The folder of the services' database: --data, or .storefront/ in the project; a usage error when it is a file. */
export function servicesDataDir({ data }: Pick<ServeOptions, 'data'>): string {
  const folder = resolve(data ?? DEFAULT_DATA_DIR);
  if (statSync(folder, { throwIfNoEntry: false })?.isDirectory() === false) throw new UsageError(`--data ${data} is a file; allowed: a folder, or a path where one can be made`);
  return folder;
}
