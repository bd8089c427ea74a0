import { vi } from 'vitest';
import type { AbTest, ApplyStatus, PreviewClient, PreviewState } from '../api/preview-client';

export const LIVE: PreviewState = { dateTime: null, abTestName: null, abTestGroup: null };

export const SEEDED_TESTS: AbTest[] = [
  { name: 'footer-teaser', groups: ['control', 'teaser'] },
  { name: 'newsletter-bubble', groups: ['A', 'B', 'C'] },
];

/** The preview and A/B test services for component tests; every call is a spy. */
export function fakePreviewClient({
  state = LIVE,
  tests = SEEDED_TESTS,
  applyStatus = 'SUCCESS',
}: { state?: PreviewState | undefined; tests?: AbTest[] | Error; applyStatus?: ApplyStatus } = {}) {
  return {
    checkAuth: vi.fn<PreviewClient['checkAuth']>(async () => state),
    renewSession: vi.fn<PreviewClient['renewSession']>(async () => true),
    logOut: vi.fn<PreviewClient['logOut']>(async () => undefined),
    apply: vi.fn<PreviewClient['apply']>(async () => applyStatus),
    testsAt: vi.fn<PreviewClient['testsAt']>(async () => {
      if (tests instanceof Error) throw tests;
      return tests;
    }),
  };
}
