import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServicesProcess, stopProcess, type ServicesProcess } from '../../services/test/services-process.ts';
import { nginxHosts } from './hosts.ts';
import { startNginx } from './nginx-server.ts';

/**
 * Before the suite: for each host, `storefront services` for its shops in one process, as the
 * release engineers' guide starts them (nginx's origin as the shops' host, nginx as the trusted
 * proxy; with the local tools and a fresh database), and one nginx serving each host's builds with
 * the guide's server blocks in front of them. Returns the teardown.
 */
export default async function startHosts(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-nginx-data-'));
  const services: ServicesProcess[] = [];
  const stop = async () => {
    await Promise.all(services.map(({ child }) => stopProcess(child)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (const host of nginxHosts) {
      const shops = host.shops.flatMap(({ code }) => ['--country', code]);
      const args = [...shops, '--shop-url', `http://127.0.0.1:${host.port}/`, '--port', String(host.servicesPort), '--trust-proxy', '127.0.0.1', '--dev-tools'];
      services.push(await startServicesProcess(join(dataDir, String(host.port)), args));
    }
    const nginx = await startNginx(
      nginxHosts.map(({ port, servicesPort, shops }) => ({ port, services: `http://127.0.0.1:${servicesPort}`, shops: shops.map((shop) => ({ path: shop.basePath, siteDir: shop.siteDir })) })),
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
