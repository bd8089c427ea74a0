import { vi } from 'vitest';
import type { CustomerBaseData, NewsletterClient } from '../api/newsletter-client';

/** A stand-in for the newsletter service, for component tests only; every call is a spy. */
export function fakeClient(overrides: Partial<Record<keyof NewsletterClient, (...args: never[]) => Promise<unknown>>> = {}) {
  const client = {
    createSubscriber: vi.fn(async () => ({ status: 'WAITING_FOR_DOI' })),
    customerBaseData: vi.fn(async (): Promise<CustomerBaseData> => Promise.reject(new Error('not logged in'))),
    getSubscriber: vi.fn(async () => ({})),
    confirmSubscription: vi.fn(async () => ({ status: 'SUBSCRIBED' })),
    updateSubscriber: vi.fn(async () => ({})),
  };
  const spies = Object.fromEntries(Object.entries(overrides).map(([name, implementation]) => [name, vi.fn(implementation)]));
  return Object.assign(client, spies) as typeof client & NewsletterClient;
}
