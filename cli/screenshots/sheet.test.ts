import { describe, expect, it } from 'vitest';
import type { PictureComparison } from './compare.ts';
import { screenshotSheet, type SheetRow } from './sheet.ts';

const columns = [
  { name: 'phone-home', label: '/ · phone' },
  { name: 'desktop-home', label: '/ · desktop' },
  { name: 'phone-subscribenewsletter', label: '/subscribenewsletter · phone' },
];

const row = (code: string, taken: string[], comparisons?: PictureComparison[], failed: Array<[string, string]> = []): SheetRow => ({
  code,
  displayName: `${code} shop`,
  taken: new Set(taken),
  failed: new Map(failed),
  comparisons: comparisons && new Map(comparisons.map((comparison) => [comparison.name, comparison])),
});

/** The cells of a country's row, as text. */
function cellsOf(html: string, code: string): string[] {
  const line = html.split('\n').find((text) => text.startsWith(`<tr><th scope="row">${code}<br>`))!;
  return [...line.matchAll(/<td[^>]*>.*?<\/td>/g)].map(([cell]) => cell);
}

describe('the screenshot sheet', () => {
  it('has a row per country and a column per picture, each thumbnail linking to its full-page picture', () => {
    const html = screenshotSheet({ columns, rows: [row('DE', ['phone-home', 'desktop-home']), row('CH_FR', ['phone-home', 'desktop-home', 'phone-subscribenewsletter'])] });
    expect(html).toContain('<th scope="col">/ · desktop</th>');
    expect(cellsOf(html, 'DE')[1]).toBe('<td><a href="de/desktop-home.png"><img src="de/thumbnails/desktop-home.png" alt="DE / · desktop" loading="lazy"></a></td>');
    expect(cellsOf(html, 'DE')[2]).toBe('<td>—</td>');
    expect(cellsOf(html, 'CH_FR')[2]).toContain('href="ch_fr/phone-subscribenewsletter.png"');
    expect(html).toContain('2 countries, 5 pictures');
  });

  it('says why a picture could not be taken', () => {
    const html = screenshotSheet({ columns, rows: [row('DE', ['desktop-home'], undefined, [['phone-home', 'timed out']])] });
    expect(cellsOf(html, 'DE')[0]).toBe('<td class="failed">not taken: timed out</td>');
  });

  it('marks changed, new and missing pictures against a baseline, with the changed pixels and a link to the diff', () => {
    const comparisons: PictureComparison[] = [
      { name: 'phone-home', status: 'changed', changedPixels: 1234 },
      { name: 'desktop-home', status: 'new', changedPixels: 0 },
      { name: 'phone-subscribenewsletter', status: 'missing', changedPixels: 0 },
    ];
    const html = screenshotSheet({ columns, rows: [row('DE', ['phone-home', 'desktop-home'], comparisons)], baseline: { href: '../last release', threshold: 10 } });
    const [changed, added, missing] = cellsOf(html, 'DE');
    expect(changed).toMatch(/^<td class="changed">.*1,234 pixels changed · <a href="diff\/de\/phone-home.png">diff<\/a>/);
    expect(added).toMatch(/^<td class="new">.*new: not in the baseline/);
    expect(missing).toBe('<td class="missing">missing: only the <a href="../last%20release/de/phone-subscribenewsletter.png">baseline</a> has it</td>');
    expect(html).toContain('changed by more than 10 pixels');
  });

  it('gives the two sizes of a picture whose size changed, with no link to a diff it does not have', () => {
    const resized: PictureComparison = { name: 'phone-home', status: 'changed', changedPixels: 400, resized: { from: { width: 20, height: 30 }, to: { width: 20, height: 50 } } };
    const html = screenshotSheet({ columns, rows: [row('DE', ['phone-home'], [resized])], baseline: { href: 'old', threshold: 10 } });
    const [changed] = cellsOf(html, 'DE');
    expect(changed).toMatch(/^<td class="changed">.*400 pixels changed · size 20 × 30 → 20 × 50 \(the added or lost area; not compared pixel by pixel\)<\/p><\/td>$/);
    expect(changed).not.toContain('diff');
  });

  it('tells a change within the threshold from one beyond it', () => {
    const html = screenshotSheet({ columns, rows: [row('DE', ['phone-home'], [{ name: 'phone-home', status: 'changed', changedPixels: 10 }])], baseline: { href: 'old', threshold: 10 } });
    expect(cellsOf(html, 'DE')[0]).toMatch(/^<td class="within">.*10 pixels changed \(within the threshold\)/);
  });

  it('escapes what it shows', () => {
    const html = screenshotSheet({ columns: [{ name: 'phone-home', label: '<script>' }], rows: [] });
    expect(html).toContain('<th scope="col">&#60;script&#62;</th>');
  });
});
