import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { TAG_MANAGER_KINDS } from '../../src/analytics/tag-managers.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { PAGE_STARTER_HASH } from '../../src/pages/page-starter.generated.ts';

/**
 * The pages' Content-Security-Policy: nothing from other hosts, no inline script but the page
 * starter every page holds (allowed by its hash, src/pages/start-after-paint.ts), no plugins, no
 * framing. Mantine writes its theme variables into a <style> element, so inline styles are allowed.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", PAGE_STARTER_HASH],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * Helmet's current defaults (nosniff, HSTS, cross-origin isolation of windows and resources, …)
 * with the policy above, on every answer: pages, assets, service calls and errors alike.
 * The spec's calls send no referrer; the pages send none either.
 */
const POLICY = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
} satisfies HelmetOptions;

/** The policy above, whose Content-Security-Policy also allows the hosts the country's tag manager talks to (src/analytics/tag-managers.ts), and no others. */
function policyFor(country: Pick<CountryConfig, 'analytics'>): HelmetOptions {
  const tagManager = country.analytics?.tagManager;
  if (!tagManager) return POLICY;
  const { scriptSrc, connectSrc, imgSrc } = TAG_MANAGER_KINDS[tagManager.kind].hosts;
  const directives = {
    ...CSP_DIRECTIVES,
    scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...scriptSrc],
    connectSrc: [...CSP_DIRECTIVES.connectSrc, ...connectSrc],
    imgSrc: [...CSP_DIRECTIVES.imgSrc, ...imgSrc],
  };
  return { ...POLICY, contentSecurityPolicy: { useDefaults: false, directives } };
}

/** The country's security headers on every answer of its server: pages, files, service calls and errors alike. */
export async function registerSecurityHeaders(app: FastifyInstance, country: Pick<CountryConfig, 'analytics'>): Promise<void> {
  // The same options, typed by @fastify/helmet's own copy of helmet's types.
  await app.register(fastifyHelmet, policyFor(country) as FastifyHelmetOptions);
}

/** The headers helmet sets with these options, by name. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => {});
  return headers;
}

/**
 * The headers helmet sets with the options above, by name, for the answers that never pass through
 * Fastify's hooks: errors Node or the router answer before any hook runs.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = helmetHeaders(POLICY);

/** A country's security headers, by name, as its server sends them (for _headers and the nginx snippet). Without a tag manager, exactly SECURITY_HEADERS. */
export function securityHeadersFor(country: Pick<CountryConfig, 'analytics'>): Readonly<Record<string, string>> {
  const policy = policyFor(country);
  return policy === POLICY ? SECURITY_HEADERS : helmetHeaders(policy);
}
