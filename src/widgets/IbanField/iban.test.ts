import { composeIBAN } from 'ibantools';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIban, formattedCaret, IBAN_MAX_LENGTH, unformatIban } from './iban';

/** Two letters, then up to two digits, then letters and digits. */
const IBAN_SHAPE = /^([A-Z]{0,2}|[A-Z]{2}\d{1,2}|[A-Z]{2}\d{2}[A-Z\d]*)$/;

const digits = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
const upperLetters = (length: number) => fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: length, maxLength: length });

/** Valid IBANs with ibantools' own check digits: German (digits only) and British (letters in the BBAN). */
const validIban = fc.oneof(
  digits(18).map((bban) => composeIBAN({ countryCode: 'DE', bban })),
  fc.tuple(upperLetters(4), digits(14)).map(([bank, account]) => composeIBAN({ countryCode: 'GB', bban: bank + account })),
);

describe('unformatIban', () => {
  it('drops spaces and other characters and upper-cases letters', () => {
    expect(unformatIban('gb82 west-1234 5698 7654 32')).toBe('GB82WEST12345698765432');
  });

  it('takes letters only for the country code and digits only for the check digits', () => {
    expect(unformatIban('1d2eX8Y9')).toBe('DE89');
  });

  it('does not turn ß into SS', () => {
    expect(unformatIban('ßde')).toBe('DE');
  });

  it('gives two letters, then digits, then letters and digits, at most 34, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const iban = unformatIban(text);
        expect(iban).toMatch(IBAN_SHAPE);
        expect(iban.length).toBeLessThanOrEqual(IBAN_MAX_LENGTH);
      }),
    );
  });
});

describe('formatIban', () => {
  it('groups the IBAN in blocks of four', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('adds no space after a full last block', () => {
    expect(formatIban('DE89')).toBe('DE89');
  });

  it('gives back the same electronic IBAN when unformatted, for valid IBANs', () => {
    fc.assert(
      fc.property(validIban, (iban) => {
        expect(unformatIban(formatIban(iban ?? ''))).toBe(iban);
      }),
    );
  });

  it('gives back the same electronic IBAN when unformatted, for anything typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const iban = unformatIban(text);
        expect(unformatIban(formatIban(iban))).toBe(iban);
      }),
    );
  });
});

describe('formattedCaret', () => {
  it('puts the caret right behind the same number of characters in the grouped IBAN', () => {
    fc.assert(
      fc.property(upperLetters(2), digits(20), fc.nat(22), (country, rest, count) => {
        const shown = formatIban(country + rest);
        const caret = formattedCaret(count);
        expect(unformatIban(shown.slice(0, caret))).toHaveLength(count);
        expect(shown[caret - 1]).not.toBe(' ');
      }),
    );
  });
});
