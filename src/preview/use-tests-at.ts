import { useEffect, useState } from 'react';
import type { AbTest, PreviewClient } from './api/preview-client';

/** Where the list of tests for the chosen instant stands (spec §8 "Tests"). */
export type TestsStatus = 'loading' | 'found' | 'empty' | 'failed';

export interface TestsAt {
  status: TestsStatus;
  /** The tests to offer; empty unless found. */
  tests: AbTest[];
}

/** The A/B tests running at `instant`, fetched anew whenever it changes; a late answer for an old instant is dropped. */
export function useTestsAt(client: PreviewClient, instant: string): TestsAt {
  const [state, setState] = useState<TestsAt>({ status: 'loading', tests: [] });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading', tests: [] });
    client.testsAt(instant).then(
      (tests) => current && setState({ status: tests.length > 0 ? 'found' : 'empty', tests }),
      () => current && setState({ status: 'failed', tests: [] }),
    );
    return () => {
      current = false;
    };
  }, [client, instant]);
  return state;
}
