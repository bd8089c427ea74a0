import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailProblem, passwordProblem } from './login-rules';

describe('emailProblem', () => {
  it.each(['', ' ', '   ', '\t\n'])('asks for an address when given only %j', (email) => {
    expect(emailProblem(email)).toBe('emailRequired');
  });

  it.each([
    'shopper',
    'shopper@',
    '@example.com',
    'shopper@example',
    'shopper@example.',
    'shopper@.com',
    'shop per@example.com',
    'shopper@exam ple.com',
    'shopper@@example.com',
    'shopper@example@example.com',
    'shopper.example.com',
  ])('calls %j an invalid address', (email) => {
    expect(emailProblem(email)).toBe('emailInvalid');
  });

  it.each([
    'shopper@example.com',
    'first_last@example.com',
    '_leading@example.com',
    'first.last+shop@mail.example.co.uk',
    "o'brien@example.ie",
    'SHOPPER@EXAMPLE.COM',
    'müller@beispiel.de',
    'shopper@xn--bcher-kva.example',
    '1234@example.com.tr',
  ])('accepts the existing address %j, so no account is locked out', (email) => {
    expect(emailProblem(email)).toBeUndefined();
  });

  it.each([' shopper@example.com', 'shopper@example.com ', '\tshopper@example.com\n'])('trims the spaces around %j', (email) => {
    expect(emailProblem(email)).toBeUndefined();
  });

  it('accepts any address of plain local part, domain and top-level domain', () => {
    const part = fc.stringMatching(/^[a-z0-9._%+-]{1,20}$/);
    fc.assert(
      fc.property(part, part, fc.stringMatching(/^[a-z]{2,6}$/), (local, domain, tld) => {
        expect(emailProblem(`${local}@${domain}.${tld}`)).toBeUndefined();
      }),
    );
  });

  it('never accepts a text without an @', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }).filter((text) => !text.includes('@')), (text) => {
        expect(emailProblem(text)).not.toBeUndefined();
      }),
    );
  });
});

describe('passwordProblem', () => {
  it('asks for a password when there is none', () => {
    expect(passwordProblem('')).toBe('passwordRequired');
  });

  it.each(['secret', 'x', ' ', '  padded  ', 'pässwörd_123'])('takes the password %j as typed, spaces included', (password) => {
    expect(passwordProblem(password)).toBeUndefined();
  });
});
