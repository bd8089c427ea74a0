import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, emailProblem, nameProblem } from './rules';

describe('the email rule', () => {
  it.each(['anna.schmidt@example.com', "o'neil+news@mail.example.co.uk", 'zoë-müller@beispiel.de', 'a@b.cz', 'a_b@example.de', '_news_@example.de'])('accepts %s', (email) => {
    expect(emailProblem(email)).toBeUndefined();
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['anna', 'invalid'],
    // Issue 42's outside run: the service lower-cases first, and İ becomes i with a combining dot.
    ['İlknur@example.com', 'invalid'],
    ['ILKNUR.YILMAZ@EXAMPLE.COM.TR', undefined],
    ['anna@example', 'invalid'],
    ['anna@@example.com', 'invalid'],
    ['anna schmidt@example.com', 'invalid'],
    ['<script>@example.com', 'invalid'],
    // An underscore belongs in the local part only (issue 26); a host name may not hold one.
    ['anna@ex_ample.de', 'invalid'],
    ['anna_schmidt@example', 'invalid'],
    ['a_b"c@example.de', 'invalid'],
    [`${'a'.repeat(EMAIL_MAX_LENGTH - 11)}@example.com`, 'tooLong'],
  ])('rejects %j as %s', (email, problem) => {
    expect(emailProblem(email)).toBe(problem);
  });

  it('never accepts a value longer than the limit or without exactly one @', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        if (emailProblem(text) !== undefined) return;
        expect(text.trim().length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
        expect(text.split('@')).toHaveLength(2);
      }),
    );
  });
});

describe('the name rule', () => {
  it.each(['Anna', 'Zoë-Marie', "O'Neil", 'Müller (geb. Schmidt)', 'Şükrü Öztürk', 'Mr & Mrs Smith'])('accepts %s', (name) => {
    expect(nameProblem(name, { required: true })).toBeUndefined();
  });

  it.each([
    ['www.example.com', 'invalid'],
    ['shop.example', 'invalid'],
    ['https://evil', 'invalid'],
    ['Anna<b>', 'invalid'],
    ['a'.repeat(41), 'tooLong'],
  ])('rejects %j as %s', (name, problem) => {
    expect(nameProblem(name, { required: false })).toBe(problem);
  });

  it('requires a value only where the country requires it', () => {
    expect(nameProblem(' ', { required: true })).toBe('required');
    expect(nameProblem(' ', { required: false })).toBeUndefined();
  });

  it('never accepts markup or a URL scheme', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (nameProblem(text, { required: false }) !== undefined) return;
        expect(text).not.toMatch(/[<>:;"=]/);
      }),
    );
  });
});
