import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forgetLoginRedirectTarget, keepLoginRedirectTarget, loginRedirectTarget, safeRedirectTarget } from './redirect-target';
import { MemoryStorage } from '../test/memory-storage';

const ORIGIN = 'https://shop.example';
const LOGIN_PAGE = new URL(`${ORIGIN}/login`);
const KEY = 'storefront.loginTarget';

function at(address: string): Location {
  return new URL(address, ORIGIN) as unknown as Location;
}

const storageSwitchedOff = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

/** True when a browser on the login page, following `target`, stays on the shop's own origin. */
function staysHome(target: string): boolean {
  return new URL(target, LOGIN_PAGE).origin === ORIGIN && target.startsWith('/') && !target.startsWith('//') && !target.includes('\\');
}

describe('safeRedirectTarget', () => {
  it.each([
    ['a protocol-relative address', '//evil.example'],
    ['three slashes', '///evil.example'],
    ['four slashes', '////evil.example'],
    ['a slash and a backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash and a slash', '\\/evil.example'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a carriage return between the slashes', '/\r/evil.example'],
    ['CR LF between the slashes', '/\r\n/evil.example'],
    ['a leading newline', '\n//evil.example'],
    ['a trailing newline', '/account\n'],
    ['a NUL between the slashes', '/\u0000/evil.example'],
    ['a no-break space between the slashes', '/\u00a0/evil.example'],
    ['a line separator between the slashes', '/\u2028/evil.example'],
    ['an https address', 'https://evil.example'],
    ['an https address of the shop itself', `${ORIGIN}/account`],
    ['a scheme without slashes', 'http:evil.example'],
    ['a scheme with a slash and a backslash', 'https:/\\evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript: after a space', ' javascript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['a bare host name', 'evil.example'],
    ['user info', '@evil.example'],
    ['a path with a leading space', ' /x'],
    ['dot-dot then two slashes', '/..//evil.example'],
    ['dot then two slashes', '/.//evil.example'],
    ['percent-encoded dot-dot then two slashes', '/%2e%2e//evil.example'],
    ['percent-encoded dot then two slashes', '/%2E//evil.example'],
    ['dot then a backslash', '/./\\evil.example'],
    ['a vertical kana repeat mark', '\u3031evil.example'],
    ['fullwidth slashes', '\uff0f\uff0fevil.example'],
    ['the empty string', ''],
  ])('sends %s to the home page', (_what, candidate) => {
    expect(safeRedirectTarget(candidate, LOGIN_PAGE)).toBe('/');
  });

  it.each([null, undefined])('sends %s to the home page', (candidate) => {
    expect(safeRedirectTarget(candidate, LOGIN_PAGE)).toBe('/');
  });

  // Percent-encoding is not decoded when a URL is parsed: these stay paths on the shop's own origin.
  it.each(['/%09/evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/%0a/evil.example'])(
    'keeps %s as a path on the shop itself',
    (candidate) => {
      const target = safeRedirectTarget(candidate, LOGIN_PAGE);
      expect(target).toBe(candidate);
      expect(new URL(target, LOGIN_PAGE).host).toBe('shop.example');
    },
  );

  it.each(['/account', '/account?tab=orders', '/account#top', '/account?tab=orders#top', '/c/shoes/women?size=38&colour=red'])(
    'keeps the same-origin target %s with its query and hash',
    (candidate) => {
      expect(safeRedirectTarget(candidate, LOGIN_PAGE)).toBe(candidate);
    },
  );

  it.each([
    ['/a/../b', '/b'],
    ['/a/./b', '/a/b'],
    ['/../account', '/account'],
    ['/a/b/../../c?x=1', '/c?x=1'],
  ])('normalises the dot segments of %s to %s', (candidate, expected) => {
    expect(safeRedirectTarget(candidate, LOGIN_PAGE)).toBe(expected);
  });

  it.each(['/login', '/m/login', '/login?x=1', '/login#top', '/m/login?target=/account', '/a/../login'])(
    'sends the login page %s to the home page, so no one goes round in a circle',
    (candidate) => {
      expect(safeRedirectTarget(candidate, LOGIN_PAGE)).toBe('/');
    },
  );

  it('sends the current address to the home page', () => {
    const current = new URL(`${ORIGIN}/account?tab=orders`);
    expect(safeRedirectTarget('/account?tab=orders', current)).toBe('/');
    expect(safeRedirectTarget('/account?tab=wishlist', current)).toBe('/account?tab=wishlist');
  });

  it("sends a shop under a path (/fr/) to its own home page, and counts its own login pages as the current address", () => {
    const frenchLogin = new URL(`${ORIGIN}/fr/login`);
    expect(safeRedirectTarget(undefined, frenchLogin, '/fr/')).toBe('/fr/');
    expect(safeRedirectTarget('//evil.example', frenchLogin, '/fr/')).toBe('/fr/');
    expect(safeRedirectTarget('/fr/m/login', frenchLogin, '/fr/')).toBe('/fr/');
    expect(safeRedirectTarget('/fr/account', frenchLogin, '/fr/')).toBe('/fr/account');
  });

  it('never leaves the shop, whatever the target says', () => {
    // Pieces that open redirects are made of, so that short strings reach the interesting cases.
    const piece = fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2f', '%5c', '\t', '\n', '\r', ' ', '\u0000', '\uff0f', ':', '@', '?', '#', 'evil.example', 'https:', 'javascript:', 'login', 'm');
    const pieces = fc.array(piece, { maxLength: 6 }).map((chosen) => chosen.join(''));
    // Paths that dot segments may turn into '//host' once resolved.
    const dotted = fc.array(fc.constantFrom('/', '.', '..', '%2e', '\\', 'evil.example'), { maxLength: 5 }).map((chosen) => `/${chosen.join('')}`);
    const candidate = fc.oneof(fc.string({ unit: 'binary' }), pieces, dotted);
    fc.assert(
      fc.property(candidate, (raw) => {
        const target = safeRedirectTarget(raw, LOGIN_PAGE);
        expect(staysHome(target), `${JSON.stringify(raw)} gave ${JSON.stringify(target)}`).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps any plain path that is not a login page unchanged', () => {
    const segments = fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 6 });
    fc.assert(
      fc.property(segments, fc.option(fc.stringMatching(/^[a-z0-9=&-]{1,12}$/), { nil: undefined }), (parts, query) => {
        const path = `/${parts.join('/')}`;
        fc.pre(path !== '/login' && path !== '/m/login');
        const candidate = query === undefined ? path : `${path}?${query}`;
        expect(safeRedirectTarget(candidate, LOGIN_PAGE)).toBe(candidate);
      }),
    );
  });
});

describe('loginRedirectTarget', () => {
  it('follows the target in the address', () => {
    expect(loginRedirectTarget(at('/login?target=%2Faccount%3Ftab%3Dorders'), () => new MemoryStorage())).toBe('/account?tab=orders');
  });

  it('prefers the target in the address over the kept one', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, '/kept');
    expect(loginRedirectTarget(at('/login?target=/from-address'), () => storage)).toBe('/from-address');
  });

  it('falls back to the kept target when the address has none', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, '/kept');
    expect(loginRedirectTarget(at('/m/login'), () => storage)).toBe('/kept');
  });

  it('sends an unsafe target in the address to the home page, even with a safe one kept', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, '/kept');
    expect(loginRedirectTarget(at('/login?target=%2F%2Fevil.example'), () => storage)).toBe('/');
  });

  it('checks a kept target as well: an unsafe one gives the home page', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, '//evil.example');
    expect(loginRedirectTarget(at('/login'), () => storage)).toBe('/');
  });

  it('gives the home page with no target anywhere', () => {
    expect(loginRedirectTarget(at('/login'), () => new MemoryStorage())).toBe('/');
  });

  it('reads the tab storage of the page itself', () => {
    window.sessionStorage.setItem(KEY, '/from-session');
    try {
      expect(loginRedirectTarget(at('/login'), () => window.sessionStorage)).toBe('/from-session');
    } finally {
      window.sessionStorage.removeItem(KEY);
    }
  });

  it('with storage switched off, still follows the target in the address', () => {
    expect(loginRedirectTarget(at('/login?target=/account'), storageSwitchedOff)).toBe('/account');
  });

  it('with storage switched off and no target in the address, gives the home page', () => {
    expect(loginRedirectTarget(at('/login'), storageSwitchedOff)).toBe('/');
  });
});

describe('keepLoginRedirectTarget and forgetLoginRedirectTarget', () => {
  it('keep the target from the address for this tab, and forget it once followed', () => {
    const storage = new MemoryStorage();
    keepLoginRedirectTarget(at('/login?target=/account'), () => storage);
    expect(storage.getItem(KEY)).toBe('/account');
    expect(loginRedirectTarget(at('/m/login'), () => storage)).toBe('/account');

    forgetLoginRedirectTarget(() => storage);
    expect(storage.getItem(KEY)).toBeNull();
    expect(loginRedirectTarget(at('/m/login'), () => storage)).toBe('/');
  });

  it('keep nothing, and leave a kept target alone, when the address has no target', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, '/kept');
    keepLoginRedirectTarget(at('/login'), () => storage);
    expect(storage.getItem(KEY)).toBe('/kept');
  });

  it('work in the page session storage', () => {
    keepLoginRedirectTarget(at('/login?target=/orders'), () => window.sessionStorage);
    expect(window.sessionStorage.getItem(KEY)).toBe('/orders');
    forgetLoginRedirectTarget(() => window.sessionStorage);
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('do not throw when storage is switched off', () => {
    expect(() => keepLoginRedirectTarget(at('/login?target=/account'), storageSwitchedOff)).not.toThrow();
    expect(() => forgetLoginRedirectTarget(storageSwitchedOff)).not.toThrow();
  });

  it('do not throw when storage is full', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    expect(() => keepLoginRedirectTarget(at('/login?target=/account'), () => full)).not.toThrow();
  });
});
