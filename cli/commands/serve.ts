import { join, resolve } from 'node:path';
import { createServer } from '../../services/server.ts';
import { isBuildCurrent } from '../build/build-stamp.ts';
import { CliError } from '../errors.ts';
import { paths } from '../paths.ts';
import { loadValidCountries, type CountrySelection } from '../valid-countries.ts';
import { parsePort } from '../port.ts';
import { buildCountry } from './build.ts';

export interface ServeOptions extends CountrySelection {
  country: string;
  port: string;
}

export async function serveCommand(options: ServeOptions): Promise<void> {
  const port = parsePort(options.port);
  const [config] = await loadValidCountries(options);
  const siteDir = join(paths.dist, config!.code.toLowerCase());
  if (isBuildCurrent(siteDir, config!)) console.log(`${siteDir} is current; serving it as built`);
  else {
    console.log(`building ${config!.code} …`);
    await buildCountry(config!, paths.dist);
  }
  const server = await createServer({ siteDir: resolve(siteDir) });
  try {
    await server.listen({ host: '127.0.0.1', port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new CliError(`port ${port} is in use; choose another with --port`);
    throw error;
  }
  console.log(`${config!.displayName} (${config!.code}) on http://127.0.0.1:${port}/  (Ctrl+C stops)`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
