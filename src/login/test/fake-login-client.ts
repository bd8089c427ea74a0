import { vi } from 'vitest';
import type { LoginClient, LoginOutcome } from '../api/login-client';

/** A login service for component tests: answers `outcome` (default success) and knows `knownEmail`. */
export function fakeLoginClient({ outcome = 'success', knownEmail }: { outcome?: LoginOutcome; knownEmail?: string } = {}) {
  return {
    logIn: vi.fn<LoginClient['logIn']>(async () => outcome),
    renewLoginToken: vi.fn<LoginClient['renewLoginToken']>(async () => 'still-fine'),
    knownEmail: vi.fn<LoginClient['knownEmail']>(async () => knownEmail),
  };
}
