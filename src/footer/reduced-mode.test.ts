import { describe, expect, it } from 'vitest';
import { hasReducedModeCookie } from './reduced-mode';

describe('hasReducedModeCookie', () => {
  it('is true when one of the named cookies is set, even empty', () => {
    expect(hasReducedModeCookie('session=1; affiliate=xyz', ['affiliate', 'newApp'])).toBe(true);
    expect(hasReducedModeCookie('newApp=', ['affiliate', 'newApp'])).toBe(true);
  });

  it('is false when only other cookies or look-alikes are set', () => {
    expect(hasReducedModeCookie('', ['affiliate'])).toBe(false);
    expect(hasReducedModeCookie('affiliateX=1; x=affiliate', ['affiliate'])).toBe(false);
  });

  it('is false when the country names no cookies', () => {
    expect(hasReducedModeCookie('affiliate=1', [])).toBe(false);
  });
});
