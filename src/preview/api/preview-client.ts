import { ResponseError } from '../../api/errors';
import { fetchJson } from '../../api/fetch-json';

const PREVIEW_BASE = '/service/preview/api';
const TESTS_AT = '/service/abtestfrontend/api/v1/gettestsat';

/** What the staff member previews (spec §3 "check-auth response"); nulls mean the live shop. */
export interface PreviewState {
  dateTime: string | null;
  abTestName: string | null;
  abTestGroup: string | null;
}

export interface AbTest {
  name: string;
  groups: string[];
}

/** The token request's answers (spec §7). */
export type ApplyStatus = 'SUCCESS' | 'BAD_REQUEST' | 'INTERNAL_ERROR' | 'UNAUTHORIZED';

export interface PreviewRequest {
  /** ISO 8601 with a zone; null goes back to the live shop. */
  previewDateTime: string | null;
  test: string | null;
  group: string | null;
}

export interface PreviewClient {
  /** The staff member's preview state, or undefined when this browser holds no valid staff session. */
  checkAuth(): Promise<PreviewState | undefined>;
  /** Keeps the staff session alive; false once it is gone. */
  renewSession(): Promise<boolean>;
  logOut(): Promise<void>;
  apply(request: PreviewRequest): Promise<ApplyStatus>;
  /** The A/B tests running at an instant; throws when they cannot be had. */
  testsAt(instant: string): Promise<AbTest[]>;
}

const text = (value: unknown): value is string => typeof value === 'string';
const textOrNull = (value: unknown): value is string | null => value === null || text(value);

function toPreviewState(answer: unknown): PreviewState | undefined {
  const { status, dateTime = null, abTestName = null, abTestGroup = null } = (answer ?? {}) as Record<string, unknown>;
  if (status !== 'SUCCESS' || !textOrNull(dateTime) || !textOrNull(abTestName) || !textOrNull(abTestGroup)) return undefined;
  return { dateTime, abTestName, abTestGroup };
}

function toAbTests(answer: unknown): AbTest[] {
  if (!Array.isArray(answer)) throw new TypeError('the A/B test list is not a list');
  return answer.map((entry: { name?: unknown; groups?: unknown }) => {
    if (!text(entry?.name) || !Array.isArray(entry.groups)) throw new TypeError('an A/B test has no name or no groups');
    const groups = entry.groups.map((group: { name?: unknown }) => group?.name);
    if (!groups.every(text)) throw new TypeError(`A/B test ${entry.name} has a group without a name`);
    return { name: entry.name, groups };
  });
}

const APPLY_STATUSES: readonly ApplyStatus[] = ['SUCCESS', 'BAD_REQUEST', 'INTERNAL_ERROR', 'UNAUTHORIZED'];

function applyStatusOf(body: unknown): ApplyStatus {
  const status = (body as { status?: unknown } | undefined)?.status;
  return APPLY_STATUSES.find((known) => known === status) ?? 'INTERNAL_ERROR';
}

export const previewClient: PreviewClient = {
  async checkAuth() {
    try {
      return toPreviewState(await fetchJson(`${PREVIEW_BASE}/auth/checkauth`, { cache: 'no-store' }));
    } catch {
      return undefined;
    }
  },
  async renewSession() {
    try {
      await fetchJson(`${PREVIEW_BASE}/auth/login/renew`, { cache: 'no-store' });
      return true;
    } catch (error) {
      // Only a refusal ends the session; a network hiccup does not.
      return !(error instanceof ResponseError && error.status === 401);
    }
  },
  async logOut() {
    await fetchJson(`${PREVIEW_BASE}/auth/logout`, { cache: 'no-store' });
  },
  async apply({ previewDateTime, test, group }) {
    try {
      const body = await fetchJson(`${PREVIEW_BASE}/token`, {
        method: 'POST',
        query: { test: test ?? '', group: group ?? '' },
        json: { previewDateTime },
      });
      return applyStatusOf(body);
    } catch (error) {
      return error instanceof ResponseError ? applyStatusOf(error.body) : 'INTERNAL_ERROR';
    }
  },
  async testsAt(instant) {
    return toAbTests(await fetchJson(TESTS_AT, { query: { time: instant }, cache: 'no-store' }));
  },
};
