// The reference services alone, without a built site: for load and crash tests that need them in their own
// process, and behind a web server that serves the built files and proxies /service/ (e2e/nginx/).
// Usage: node --import tsx services/main.ts --data DIR [--port 0] [--country DE] [--unlimited] [--shop-url URL]
import { parseArgs } from 'node:util';
import { loadValidCountries } from '../cli/valid-countries.ts';
import { DEFAULT_COUNTRY } from '../src/config/default-country.ts';
import type { RateLimits } from './context.ts';
import { createServer } from './server.ts';

const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    port: { type: 'string', default: '0' },
    country: { type: 'string', default: DEFAULT_COUNTRY },
    // Load tests send thousands of sign-ups from one address; the limits would refuse them.
    unlimited: { type: 'boolean', default: false },
    // Behind a proxy: the address the browser uses, which names the Host the services accept and
    // the links they mail; by default the country's shop address.
    'shop-url': { type: 'string' },
  },
});
if (!values.data) throw new Error('--data DIR is required');

const unlimited = { max: Number.MAX_SAFE_INTEGER, windowMs: 1 };
const rateLimits: Partial<RateLimits> = values.unlimited
  ? { signupPerClientAndAddress: unlimited, signupPerClient: unlimited, loginPerClientAndAccount: unlimited, loginPerClient: unlimited }
  : {};
const countries = await loadValidCountries({});
const country = countries.find(({ code }) => code === values.country)!;
const server = await createServer({ country, countries, dataDir: values.data, rateLimits, devTools: true, shopUrl: values['shop-url'] });
console.log(`listening on ${await server.listen({ host: '127.0.0.1', port: Number(values.port) })}`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
