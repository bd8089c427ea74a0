import { afterAll, beforeAll } from 'vitest';
import { startServices, type RunningServices } from './test-server.ts';

/**
 * The services for the tests of one file: started before the first test, closed and their data
 * removed after the last. Read the fields inside tests, once the services have started.
 */
export function servicesForFile(options: Parameters<typeof startServices>[0] = {}): Omit<RunningServices, 'close' | 'remove'> {
  let running: RunningServices | undefined;
  beforeAll(async () => {
    running = await startServices(options);
  });
  afterAll(async () => {
    await running?.close();
    running?.remove();
  });
  const current = (): RunningServices => {
    if (!running) throw new Error('the services start in beforeAll: read them inside a test');
    return running;
  };
  return {
    get baseURL() {
      return current().baseURL;
    },
    get app() {
      return current().app;
    },
    get clock() {
      return current().clock;
    },
    get dataDir() {
      return current().dataDir;
    },
  };
}
