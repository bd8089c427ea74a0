import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { unreachableServer } from './no-network';

// Files marked `@vitest-environment node` (server rendering) have no window.
if (typeof window !== 'undefined') {
  // Mantine's media-query hooks call matchMedia. No query matches, as on the server, so a test
  // sees the same markup a prerendered page starts with.
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
  // No request leaves a unit test (see no-network.ts).
  globalThis.fetch = unreachableServer;
  // A page holds its CSRF token cookie once its first call has asked for it, so the tests of other
  // calls start there; src/api/csrf-token.test.ts clears it to test that first call.
  beforeEach(() => {
    document.cookie = 'csrfToken=unit-test-token';
  });
}

// Testing Library unmounts by itself only when vitest globals are on; they are off here.
afterEach(() => {
  cleanup();
});
