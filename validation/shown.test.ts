import { describe, expect, it } from 'vitest';
import { clipped, shown } from './shown.ts';

describe('shown', () => {
  it('quotes short values as JSON', () => {
    expect(shown('USD')).toBe('"USD"');
    expect(shown(['onsite', 'subsite'])).toBe('["onsite","subsite"]');
    expect(shown(17)).toBe('17');
    expect(shown(undefined)).toBe('undefined');
  });

  it('cuts a long string short and says how long it was', () => {
    expect(shown('x'.repeat(5_000_000))).toBe(`"${'x'.repeat(100)}…" (5000000 characters)`);
  });

  it('cuts a large list or mapping short', () => {
    expect(shown(Array(10_000).fill('lol'))).toMatch(/^\["lol","lol",.{80,}…$/);
    expect(shown(Array(10_000).fill('lol')).length).toBeLessThan(110);
  });

  it('escapes every control character, C1 and DEL included', () => {
    expect(shown('a\u0000b\u001bc\u007fd\u009be')).toBe('"a\\u0000b\\u001bc\\u007fd\\u009be"');
  });

  it('escapes invisible and bidirectional characters, noncharacters and lone surrogates, which could hide text', () => {
    expect(shown('\u202eab\u200bc\u2066d\ufeffe\uffff\ud800f')).toBe('"\\u202eab\\u200bc\\u2066d\\ufeffe\\uffff\\ud800f"');
  });

  it('leaves letters of every script and characters outside the basic plane as they are', () => {
    expect(shown('Österreich – Türkiye 😀')).toBe('"Österreich – Türkiye 😀"');
  });
});

describe('clipped', () => {
  it('leaves a short sentence as it is', () => {
    expect(clipped('Missing closing "quote')).toBe('Missing closing "quote');
  });

  it('cuts a long sentence short and escapes its control characters', () => {
    expect(clipped(`Unexpected token \u001b[2J${'x'.repeat(500)}`)).toBe(`Unexpected token \\u001b[2J${'x'.repeat(79)}…`);
  });
});
