import { pushAnalyticsEvent } from '../analytics/data-layer';
import { fetchJson } from './fetch-json';

export const AB_ASSIGNMENT_PATH = '/service/abtestfrontend/api/v1/getassignment';

export interface AbAssignment {
  test: string;
  group: string;
}

/**
 * Asks which A/B groups this visitor is in (spec §7, on footer load) and reports them to
 * analytics, where experiments are evaluated. A failure only means no report.
 */
export async function loadAbAssignments(): Promise<readonly AbAssignment[]> {
  try {
    const { assignments } = await fetchJson<{ assignments: AbAssignment[] }>(AB_ASSIGNMENT_PATH, { credentials: 'include' });
    for (const { test, group } of assignments) pushAnalyticsEvent({ event: 'ab_assignment', test, group });
    return assignments;
  } catch {
    return [];
  }
}
