import { pushAnalyticsEvent } from '../analytics/data-layer';
import { fetchJson } from './fetch-json';
import { tryStorage } from './try-storage';

export const AB_ASSIGNMENT_PATH = '/service/abtestfrontend/api/v1/getassignment';

export interface AbAssignment {
  test: string;
  group: string;
}

/**
 * The groups last reported in this browser, test by test. An assignment holds across visits (the
 * service keeps the visitor in a cookie), so localStorage. It holds test and group names only,
 * nothing that tells visitors apart.
 */
const REPORTED_KEY = 'storefront.abAssignmentsReported';
const browserStorage = () => window.localStorage;

type Reported = Record<string, string>;

const isReported = (value: unknown): value is Reported =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((group) => typeof group === 'string');

function reportedBefore(storage: () => Storage): Reported {
  try {
    const kept: unknown = JSON.parse(tryStorage((browser) => browser.getItem(REPORTED_KEY), storage) ?? '{}');
    return isReported(kept) ? kept : {};
  } catch {
    // A planted or broken value: report again, which loses nothing.
    return {};
  }
}

/**
 * Asks which A/B groups this visitor is in (spec §7, on footer load) and reports each assignment
 * to analytics once, where experiments are evaluated: again only when a group changes, or where
 * the browser keeps no storage. A failure only means no report.
 */
export async function loadAbAssignments(storage: () => Storage = browserStorage): Promise<readonly AbAssignment[]> {
  try {
    const { assignments } = await fetchJson<{ assignments: AbAssignment[] }>(AB_ASSIGNMENT_PATH, { credentials: 'include' });
    const before = reportedBefore(storage);
    for (const { test, group } of assignments) if (before[test] !== group) pushAnalyticsEvent({ event: 'ab_assignment', test, group });
    // Only the tests running now: an ended test drops out.
    const now = Object.fromEntries(assignments.map(({ test, group }) => [test, group]));
    tryStorage((browser) => browser.setItem(REPORTED_KEY, JSON.stringify(now)), storage);
    return assignments;
  } catch {
    return [];
  }
}
