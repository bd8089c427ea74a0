import { describe, expect, it } from 'vitest';
import { auditSummary } from './summary-json.ts';
import { escapeHtml, summaryPage } from './summary-page.ts';
import { measured, row } from './test-fixtures.ts';

const generatedAt = new Date('2025-06-01T10:00:00Z');
const pageOf = (...rows: Parameters<typeof auditSummary>[0]) => summaryPage(auditSummary(rows, generatedAt));
const HOSTILE = '<img src=x onerror="alert(1)">&\'';

describe('summaryPage', () => {
  it('is a complete English page with a title, a row per page and column and row headers', () => {
    const html = pageOf(row('DE', 'home', measured()), row('DE', 'login', measured()));
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Lighthouse audit summary</title>');
    expect(html).toContain('<th scope="col">LCP (s)</th>');
    expect(html).toContain('<th scope="row">DE /</th>');
    expect(html).toContain('<th scope="row">DE /login</th>');
    expect(html).toContain('All targets met.');
  });

  it('loads nothing from elsewhere: no external stylesheets, scripts or images', () => {
    const html = pageOf(row('DE', 'home', measured()));
    expect(html).not.toMatch(/<link|<script|<img|src=|https?:\/\//);
  });

  it('links to each page\'s full HTML and JSON reports, relative to the summary', () => {
    const html = pageOf(row('CH_FR', 'login', measured()));
    expect(html).toContain('<a href="ch_fr/login.report.html">HTML<span class="visually-hidden"> report of CH_FR /login</span></a>');
    expect(html).toContain('<a href="ch_fr/login.report.json">JSON');
  });

  it('marks each figure that misses its target, and only those', () => {
    const html = pageOf(row('DE', 'login', measured({ lcpMs: 1812, accessibility: 96 }, { accessibility: ['Buttons do not have an accessible name'] })));
    const marked = [...html.matchAll(/<td class="miss">([^ <]+)/g)].map((match) => match[1]);
    expect(marked).toEqual(['96', '1.8']);
    expect(html).toContain('<li>DE /login: LCP 1.8 s is over the target of 1.5 s</li>');
    expect(html).toContain('<li>Buttons do not have an accessible name</li>');
    expect(html).toContain('2 missed targets or failed runs.');
  });

  it('shows a failed run across the figure columns', () => {
    const html = pageOf(row('TR', 'home', { error: 'Lighthouse failed: NO_FCP' }));
    expect(html).toContain('<td class="miss failed" colspan="9">Lighthouse failed: NO_FCP</td>');
    expect(html).toContain('<td class="failed">none</td>');
  });

  it('escapes every value it puts into the page', () => {
    const html = pageOf(
      row(HOSTILE, 'home', measured({ seo: 50 }, { seo: [`${HOSTILE} title`] })),
      row('DE', 'login', { error: `Lighthouse failed: ${HOSTILE}` }),
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('onerror="');
    expect(html).toContain('&#60;img src=x onerror=&#34;alert(1)&#34;&#62;&#38;&#39;');
    expect(html).toMatch(/<a href="[^"<>]*\.report\.html">/);
  });
});

describe('escapeHtml', () => {
  it('leaves no character that could open a tag, an entity or end an attribute', () => {
    expect(escapeHtml(HOSTILE)).not.toMatch(/[<>"']|&(?!#\d+;)/);
    expect(escapeHtml('plain text 1.8 s')).toBe('plain text 1.8 s');
  });
});
