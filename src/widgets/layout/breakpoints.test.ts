import { describe, expect, it } from 'vitest';
import { breakpoints, maxWidth, minWidth, PHONE_QUERY, TABLET_OR_PHONE_QUERY, type BreakpointName } from './breakpoints';

describe('breakpoints', () => {
  it.each([
    ['xs', 374],
    ['s', 667],
    ['m', 767],
    ['l', 979],
    ['xl', 1023],
    ['xxl', 1279],
    ['3xl', 1439],
    ['4xl', 1919],
  ] as const)('puts %s at %ipx, as spec §9 says', (name, px) => {
    expect(breakpoints[name]).toBe(px);
  });

  it('has no breakpoints beyond those of the spec', () => {
    expect(Object.keys(breakpoints)).toHaveLength(8);
  });

  it.each<[BreakpointName, string, string]>([
    ['xs', '(min-width: 374px)', '(max-width: 374px)'],
    ['m', '(min-width: 767px)', '(max-width: 767px)'],
    ['4xl', '(min-width: 1919px)', '(max-width: 1919px)'],
  ])('turns %s into the media queries %s and %s', (name, min, max) => {
    expect(minWidth(name)).toBe(min);
    expect(maxWidth(name)).toBe(max);
  });

  it.each([
    [767, true, true],
    [768, false, true],
    [1279, false, true],
    [1280, false, false],
  ])('at %ipx counts as phone: %s, as tablet or phone: %s', (width, phone, tabletOrPhone) => {
    expect(matchesMaxWidth(PHONE_QUERY, width)).toBe(phone);
    expect(matchesMaxWidth(TABLET_OR_PHONE_QUERY, width)).toBe(tabletOrPhone);
  });
});

/** Evaluates a single `(max-width: Npx)` query for a viewport width, as a browser would. */
function matchesMaxWidth(query: string, width: number): boolean {
  const max = Number(/\(max-width: ([\d.]+)px\)/.exec(query)?.[1]);
  return width <= max;
}
