import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServicesProcess, stopProcess, type ServicesProcess } from '../../services/test/services-process.ts';
import { nginxCountries, nginxHosts } from './hosts.ts';
import { startNginx } from './nginx-server.ts';

/**
 * Before the suite: each country's reference services in a process of their own (with the local
 * tools, a fresh database, and nginx's origin as their shop address, so they accept its Host and
 * mail links to it), and one nginx serving each country's build in front of them. Returns the
 * teardown.
 */
export default async function startHosts(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-nginx-data-'));
  const services: ServicesProcess[] = [];
  const stop = async () => {
    await Promise.all(services.map(({ child }) => stopProcess(child)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (const country of nginxCountries) {
      // Under the shop's path, the services answer there too (/fr/service/…): nginx passes the path on as it is.
      const args = ['--port', String(country.servicesPort), '--country', country.code, '--shop-url', `${country.baseURL}/`];
      services.push(await startServicesProcess(join(dataDir, country.code), args));
    }
    const nginx = await startNginx(
      nginxHosts.map(({ port, shops }) => ({
        port,
        shops: shops.map((shop) => ({ path: shop.basePath, siteDir: shop.siteDir, services: `http://127.0.0.1:${shop.servicesPort}` })),
      })),
    );
    return async () => {
      await nginx.stop();
      await stop();
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
