import type { SubscriptionStatus } from '../config/country.generated';
import { fetchJson } from './fetch-json';

export const PSDATA_PATH = '/service/customerfrontenddata/api/v1/psdata';

/** The session data the page uses; psdata carries more, which the storefront does not read. */
export interface PsData {
  loggedIn: boolean;
  newsletter: { status: SubscriptionStatus | null };
}

/** One request per page, however many parts of the page ask: the first caller's answer is everyone's. */
// No cache anywhere: neither the browser's (cache mode) nor a proxy's (the header) may answer for the server.
const loadPsData = () => fetchJson<PsData>(PSDATA_PATH, { credentials: 'include', cache: 'no-store', headers: { 'Cache-Control': 'no-cache' } });

export function createPsDataSource(load: () => Promise<PsData> = loadPsData) {
  let pending: Promise<PsData> | undefined;
  return { get: (): Promise<PsData> => (pending ??= load()) };
}

export const psData = createPsDataSource();
