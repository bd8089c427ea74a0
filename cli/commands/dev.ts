import { createServer } from 'vite';
import { loadValidCountries, type CountrySelection } from '../valid-countries.ts';
import { parsePort } from '../port.ts';
import { loadShopEntries } from '../shop-entries.ts';
import { viteConfigFor } from '../vite/vite-config.ts';

export async function devCommand(options: CountrySelection & { country: string; port: string }): Promise<void> {
  const port = parsePort(options.port);
  const [config] = await loadValidCountries(options);
  const base = viteConfigFor(config!, await loadShopEntries(options.countries));
  const server = await createServer({ ...base, server: { ...base.server, host: '127.0.0.1', port, strictPort: true } });
  await server.listen();
  console.log(`${config!.displayName} (${config!.code}) dev server on http://127.0.0.1:${port}/  (Ctrl+C stops)`);
}
