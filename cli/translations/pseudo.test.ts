import { describe, expect, it } from 'vitest';
import { inlineCodes } from './inline-codes.ts';
import { pseudoCountry, pseudoDictionary, pseudoText } from './pseudo.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';

describe('pseudoText', () => {
  it('accents and brackets a text, 40 % longer', () => {
    expect(pseudoText('Jetzt anmelden')).toBe('[Ĵéţžţ åñɱéļðéñ ······]');
    expect([...pseudoText('Jetzt anmelden')].length).toBeGreaterThanOrEqual(Math.ceil('Jetzt anmelden'.length * 1.4));
  });

  it('keeps every placeholder and the braces of a plural as written, so the page still fills them in', () => {
    const text = 'Öffnen Sie {years:number} {{Jahr|Jahre}} lang {count|currency} nichts.';
    const pseudo = pseudoText(text);
    expect(pseudo).toContain('{years:number} {{Ĵåĥŕ|Ĵåĥŕé}}');
    expect(pseudo).toContain('{count|currency}');
    expect(inlineCodes(pseudo)).toEqual(inlineCodes(text));
  });
});

describe('pseudoDictionary and pseudoCountry', () => {
  it('makes every text of a dictionary pseudo, however deep', () => {
    expect(pseudoDictionary({ home: { heading: 'Hallo' }, after: '.' })).toEqual({ home: { heading: '[Ĥåļļö ··]' }, after: '[. ·]' });
  });

  it('makes the texts a shopper reads pseudo, and leaves settings and addresses as they are', () => {
    const config = { code: 'DE', locale: 'de-DE', displayName: 'Deutschland', shop: { url: 'https://www.shop.example.de/', label: 'Deutschland' }, footer: { headline: 'Hilfe' } } as unknown as CountryConfig;
    const pseudo = pseudoCountry(config) as unknown as { code: string; locale: string; displayName: string; shop: unknown; footer: { headline: string } };
    expect(pseudo.code).toBe('DE');
    expect(pseudo.locale).toBe('de-DE');
    expect(pseudo.displayName).toBe('[Ðéüţšçĥļåñð ·····]');
    expect(pseudo.footer.headline).toBe('[Ĥïļƒé ··]');
    expect(pseudo.shop).toEqual({ url: 'https://www.shop.example.de/', label: '[Ðéüţšçĥļåñð ·····]' });
  });
});
