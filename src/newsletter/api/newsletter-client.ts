import { fetchJson, type Middleware } from '../../api/fetch-json';
import type { Consent, Salutation } from '../../config/country.generated';

export const NEWSLETTER_INTERNAL_BASE = '/service/newsletter/api/internal';
export const NEWSLETTER_PRIVATE_BASE = '/service/newsletter/api/private';
/** Spec §7: the service expects an api key; the storefront's is a fixed dummy value. */
export const NEWSLETTER_API_KEY = 'dummy';

export interface SubscriberPayload {
  email: string;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents: Consent[];
  origin: string;
  originAddition: string;
}

export interface CustomerBaseData {
  email: string;
  salutation: Salutation | null;
  firstName: string | null;
  lastName: string | null;
  consents: Consent[];
}

/** Optional headers of spec §7; the sign-up form sends neither. */
export interface SiteHeaders {
  hunterSite?: string;
  originalAddress?: string;
}

export interface NewsletterClientOptions {
  /** In a single-page-app context the private base path is used (spec §4). @default false */
  singlePageApp?: boolean;
  headers?: Record<string, string>;
  /** @default 'same-origin' */
  credentials?: RequestCredentials;
  middleware?: readonly Middleware[];
}

function siteHeaders({ hunterSite, originalAddress }: SiteHeaders = {}): Record<string, string> {
  return {
    ...(hunterSite ? { 'X-Hunter-Site': hunterSite } : {}),
    ...(originalAddress ? { 'X-Original-Address': originalAddress } : {}),
  };
}

/** The five calls of the newsletter service (spec §7), over the storefront's one fetch helper. */
export function newsletterClient(options: NewsletterClientOptions = {}) {
  const base = options.singlePageApp ? NEWSLETTER_PRIVATE_BASE : NEWSLETTER_INTERNAL_BASE;
  const call = <T>(path: string, init: { method?: 'GET' | 'PUT' | 'POST'; json?: unknown; headers?: Record<string, string>; base?: string } = {}) =>
    fetchJson<T>(`${init.base ?? base}${path}`, {
      method: init.method,
      json: init.json,
      credentials: options.credentials,
      middleware: options.middleware,
      headers: { 'X-Api-Key': NEWSLETTER_API_KEY, ...options.headers, ...init.headers },
    });
  const subscriber = (token: string) => `/newsletter-subscribers/${encodeURIComponent(token)}`;

  return {
    createSubscriber: (payload: SubscriberPayload, headers?: SiteHeaders) =>
      call<unknown>('/newsletter-subscribers', { method: 'POST', json: payload, headers: siteHeaders(headers) }),
    /** Always on the private base path (spec §7: customer lookup). */
    customerBaseData: (loginToken: string) =>
      call<CustomerBaseData>('/customers/base-data', { base: NEWSLETTER_PRIVATE_BASE, headers: { 'X-LoginToken': loginToken } }),
    getSubscriber: (token: string, headers?: Pick<SiteHeaders, 'hunterSite'>) => call<unknown>(subscriber(token), { headers: siteHeaders(headers) }),
    confirmSubscription: (token: string, headers?: SiteHeaders) => call<unknown>(`${subscriber(token)}/doi`, { method: 'PUT', headers: siteHeaders(headers) }),
    updateSubscriber: (token: string, fields: Partial<Omit<SubscriberPayload, 'email' | 'origin' | 'originAddition'>>) =>
      call<unknown>(subscriber(token), { method: 'PUT', json: fields }),
  };
}

export type NewsletterClient = ReturnType<typeof newsletterClient>;
