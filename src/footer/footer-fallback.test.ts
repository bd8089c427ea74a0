import { describe, expect, it } from 'vitest';
import { footerFor } from './footer-fallback';
import { footerFixture } from './test/footer-fixture';

const german = footerFixture;
const turkish = { ...footerFixture, headline: 'Müşteri hizmetleri' };
const footers = { DE: german, TR: turkish };

describe('footerFor', () => {
  it('gives a known country its own footer', () => {
    expect(footerFor('TR', footers)).toBe(turkish);
  });

  it.each(['XX', '', 'de', 'constructor'])('falls back to the German footer and switcher for %j', (code) => {
    expect(footerFor(code, footers)).toBe(german);
  });
});
