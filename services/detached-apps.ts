import { createServer as createNodeServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createFrontServer, createServer, type ServerOptions } from './server.ts';

export interface Front {
  /** Listens with the one server that hands each request to its app, on a free port for 0; rejects when it cannot (a port in use). Resolves to the port. */
  listen: (port: number, host?: string) => Promise<number>;
  /**
   * Stops taking requests, lets those under way finish (for at most `graceMs`), then closes every
   * app, their databases included.
   */
  close: () => Promise<void>;
}

/** How long requests under way may take to finish once the front stops. */
const GRACE_MS = 10_000;

/**
 * Apps made by createServer that never listen, each handing its request handler to the one front
 * server `frontOf` makes from them: several shops or origins in one process.
 */
export async function createDetachedApps(optionsOf: readonly ServerOptions[]): Promise<{ apps: FastifyInstance[]; handlers: RequestListener[] }> {
  const apps: FastifyInstance[] = [];
  const handlers: RequestListener[] = [];
  try {
    for (const options of optionsOf) {
      const serverFactory = (handler: RequestListener) => {
        handlers.push(handler);
        return createNodeServer();
      };
      const app = await createServer({ ...options, serverFactory });
      apps.push(app);
      await app.ready();
    }
  } catch (error) {
    await Promise.all(apps.map((app) => app.close()));
    throw error;
  }
  return { apps, handlers };
}

/** The front server of detached apps: `listener` chooses the app of each request. */
export function frontOf(listener: RequestListener, apps: readonly FastifyInstance[], requestTimeoutMs?: number): Front {
  const server = createFrontServer(listener, requestTimeoutMs);
  const listen = (port: number, host = '127.0.0.1') =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject).listen(port, host, () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const close = async () => {
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
    // A kept-alive connection falls idle once its answer is sent; close it then, not after its timeout.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const grace = setTimeout(() => server.closeAllConnections(), GRACE_MS);
    await stopped;
    clearInterval(idle);
    clearTimeout(grace);
    await Promise.all(apps.map((app) => app.close()));
  };
  return { listen, close };
}
