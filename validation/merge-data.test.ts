import { describe, expect, it } from 'vitest';
import { mergedKeyOrder, mergeOver, type TracedData } from './merge-data.ts';
import type { Origin } from './origins.ts';

/** Data whose every pointer has an origin naming the given file, so a test can see who wrote what. */
function traced(file: string, data: unknown): TracedData {
  const origins = new Map<string, Origin>();
  const record = (value: unknown, pointer: string) => {
    origins.set(pointer, { source: { file } as Origin['source'], value: null });
    if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) record(item, `${pointer}/${key}`);
  };
  record(data, '');
  return { data, origins };
}

const writers = ({ origins }: TracedData) => Object.fromEntries([...origins].map(([pointer, origin]) => [pointer, origin.source.file]));

describe('mergeOver', () => {
  it('merges mappings key by key, at every depth', () => {
    const parent = traced('de.yaml', { code: 'DE', business: { returns: { days: 30 }, dispatch: 1 } });
    const child = traced('at.yaml', { code: 'AT', business: { returns: { days: 14 } } });
    expect(mergeOver(parent, child).data).toEqual({ code: 'AT', business: { returns: { days: 14 }, dispatch: 1 } });
  });

  it('replaces an inherited list whole, even a longer one', () => {
    const parent = traced('de.yaml', { logos: ['dhl', 'dpd', 'hermes'] });
    const merged = mergeOver(parent, traced('at.yaml', { logos: ['postAt'] }));
    expect(merged.data).toEqual({ logos: ['postAt'] });
    expect(writers(merged)).toEqual({ '': 'at.yaml', '/logos': 'at.yaml', '/logos/0': 'at.yaml' });
  });

  it('removes an inherited value the child sets to null, and keeps a null nothing is inherited for', () => {
    const parent = traced('de.yaml', { links: { privacy: '/privacy', sample: '/sample' } });
    const merged = mergeOver(parent, traced('tr.yaml', { links: { sample: null, consent: null } }));
    expect(merged.data).toEqual({ links: { privacy: '/privacy', consent: null } });
  });

  it('keeps where a null removed an inherited value, through the files that inherit the removal, until one writes the value again', () => {
    const removals = ({ origins }: TracedData) => [...origins].filter(([, origin]) => origin.removes).map(([pointer, origin]) => `${pointer} ${origin.source.file}`);
    const ch = mergeOver(traced('de.yaml', { links: { privacy: '/privacy', sample: '/sample' } }), traced('ch.yaml', { links: { sample: null } }));
    expect(removals(ch)).toEqual(['/links/sample ch.yaml']);
    expect(removals(mergeOver(ch, traced('ch_fr.yaml', { links: { privacy: '/confidentialite' } })))).toEqual(['/links/sample ch.yaml']);
    expect(removals(mergeOver(ch, traced('ch_fr.yaml', { links: { sample: '/exemple' } })))).toEqual([]);
  });

  it('replaces an inherited mapping with a value of another kind, dropping what was under it', () => {
    const merged = mergeOver(traced('de.yaml', { apps: { ios: '1' } }), traced('at.yaml', { apps: 'none' }));
    expect(merged.data).toEqual({ apps: 'none' });
    expect(writers(merged)).toEqual({ '': 'at.yaml', '/apps': 'at.yaml' });
  });

  it('keeps the origin of each value: inherited ones from the parent, written ones from the child', () => {
    const merged = mergeOver(traced('de.yaml', { a: 1, m: { x: 1, y: 2 } }), traced('at.yaml', { m: { y: 3 } }));
    expect(writers(merged)).toEqual({ '': 'at.yaml', '/a': 'de.yaml', '/m': 'at.yaml', '/m/x': 'de.yaml', '/m/y': 'at.yaml' });
  });

  it('merges a chain: a grandchild over a child merged over its parent', () => {
    const de = traced('de.yaml', { code: 'DE', texts: { a: 'de', b: 'de', c: 'de' } });
    const ch = mergeOver(de, traced('ch.yaml', { code: 'CH', texts: { b: 'ch' } }));
    const chFr = mergeOver(ch, traced('ch_fr.yaml', { code: 'CH_FR', texts: { c: 'fr' } }));
    expect(chFr.data).toEqual({ code: 'CH_FR', texts: { a: 'de', b: 'ch', c: 'fr' } });
    expect(writers(chFr)['/texts/a']).toBe('de.yaml');
    expect(writers(chFr)['/texts/b']).toBe('ch.yaml');
  });

  it('treats a key named __proto__ as data, not as the prototype', () => {
    const child = traced('at.yaml', JSON.parse('{"m": {"__proto__": {"polluted": true}}}'));
    const merged = mergeOver(traced('de.yaml', { m: {} }), child).data as { m: Record<string, unknown> };
    expect(Object.keys(merged.m)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(merged.m)).toBe(Object.prototype);
  });
});

describe('mergedKeyOrder', () => {
  it("keeps the parent's order and puts a key only the child has after the key the child writes before it", () => {
    expect(mergedKeyOrder(['code', 'locale', 'footer'], ['code', 'extra', 'footer', 'last'])).toEqual(['code', 'extra', 'locale', 'footer', 'last']);
  });

  it('puts the keys a child writes before any inherited one first', () => {
    expect(mergedKeyOrder(['code', 'locale'], ['first', 'locale'])).toEqual(['first', 'code', 'locale']);
  });
});
