import { join, resolve } from 'node:path';
import { createServer as createViteServer } from 'vite';
import { createServer as createServicesServer } from '../../services/server.ts';
import { shopBasePath } from '../../src/config/shop-address.ts';
import { livePreviewPlugin } from '../dev/live-preview-plugin.ts';
import { servicesProxy } from '../dev/services-proxy.ts';
import { readShopData } from '../dev/shop-data.ts';
import { CliError } from '../../validation/errors.ts';
import { closeOnSignals, listenOrExplain } from '../listen.ts';
import { displayPath, projectRoot } from '../../validation/paths.ts';
import { parsePort } from '../port.ts';
import { viteConfigFor } from '../vite/vite-config.ts';
import { servicesDataDir } from './serve-options.ts';

/** `target` with `source`'s keys and values alone, as one object that others hold on to. */
function replaceContents(target: object, source: object): void {
  for (const key of Object.keys(target)) if (!(key in source)) delete (target as Record<string, unknown>)[key];
  Object.assign(target, source);
}

export interface DevOptions {
  country: string;
  port: string;
  countries: string;
  data?: string;
}

/**
 * Vite's dev server for one country, with the live preview of its files (cli/dev/) and, in the same
 * process, the reference services with the local tools, as `serve --dev-tools` runs them: the
 * services listen on a port of their own on loopback, and the dev server passes the shop's
 * /service/ and /_dev/ on to them, so that every call of the page is same-origin as in `serve`.
 */
export async function devCommand(options: DevOptions): Promise<void> {
  const port = parsePort(options.port);
  const selection = { country: options.country, countries: resolve(options.countries) };
  const data = await readShopData(selection, []);
  if ('report' in data) throw new CliError(data.report);
  const { config } = data;
  const base = shopBasePath(config.shop.url);
  const shop = `http://127.0.0.1:${port}${base}`;

  // The services read their country's rules on each request: this object, kept to the files' latest valid data.
  const servicesCountry = { ...config };
  const services = await createServicesServer({ country: servicesCountry, countries: [servicesCountry], dataDir: servicesDataDir(options), devTools: true, shopUrl: shop });
  const servicesAddress = await services.listen({ host: '127.0.0.1', port: 0 });
  const vite = viteConfigFor(data);
  const server = await createViteServer({
    ...vite,
    // Each checkout's own: copies of the kit that share node_modules (the tests') would otherwise optimize into one folder at once.
    cacheDir: join(projectRoot, '.storefront', 'vite'),
    plugins: [...vite.plugins!, livePreviewPlugin(data, selection, (changed) => replaceContents(servicesCountry, changed.config))],
    server: { ...vite.server, host: '127.0.0.1', port, strictPort: true, proxy: servicesProxy(base, servicesAddress) },
  });
  await listenOrExplain(port, () => server.listen(), () => Promise.all([server.close(), services.close()]));
  console.log(`${config.displayName} (${config.code}) dev server on ${shop}  (Ctrl+C stops)`);
  console.log(`  live preview: an edit of ${displayPath(options.countries)}/, locales/, schemas/ or public/ shows on the open page, a mistake over it`);
  console.log(`  local tools: mailbox at ${shop}_dev/mailbox, staff sign-in at ${shop}_dev/staff, real-user vitals at ${shop}_dev/vitals`);
  closeOnSignals(() => Promise.all([server.close(), services.close()]));
}
