import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from '../../services/server.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { shopBasePath } from '../../src/config/shop-address.ts';

export interface ServeCountryOptions {
  /** The port on 127.0.0.1; a free one by default. */
  port?: number;
  /** Also serve the local tools under /_dev (the mailbox), as `serve --dev-tools` does. */
  devTools?: boolean;
}

export interface ServedCountry {
  /** The shop's address without its last slash: http://127.0.0.1:41234, or http://127.0.0.1:41234/fr for a shop under a path. */
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves a built country with the reference services as `storefront serve` does, on a free port unless asked for one,
 * and with an empty database of its own, so an audit or a screenshot run never touches .storefront/ or a running serve.
 */
export async function serveCountry(
  country: CountryConfig,
  countries: readonly CountryConfig[],
  siteDir: string,
  { port: requestedPort = 0, devTools = false }: ServeCountryOptions = {},
): Promise<ServedCountry> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-audit-data-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await createServer({ country, countries, dataDir, siteDir, devTools });
    try {
      await server.listen({ host: '127.0.0.1', port: requestedPort });
    } catch (error) {
      await server.close();
      throw error;
    }
    const { port } = server.server.address() as AddressInfo;
    return {
      origin: `http://127.0.0.1:${port}${shopBasePath(country.shop.url).slice(0, -1)}`,
      async close() {
        await server.close();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}
