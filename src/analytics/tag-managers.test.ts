import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadTagManager } from './tag-managers';

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('loadTagManager', () => {
  it('pushes the container’s start, then loads its script from the tag manager’s host', () => {
    loadTagManager({ kind: 'google-tag-manager', id: 'GTM-K9X2M7Q' });

    expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-K9X2M7Q');
    expect(script.async).toBe(true);
  });
});
