import { devPage, escapeHtml } from '../http/dev-page.ts';
import type { VitalsRow } from './vitals-store.ts';

function figure(row: VitalsRow): string {
  return row.metric === 'CLS' ? row.p75.toFixed(4) : `${Math.round(row.p75)} ms`;
}

function tableRow(row: VitalsRow): string {
  const cells = [row.country, row.route, row.metric].map((text) => `<th scope="row">${escapeHtml(text)}</th>`);
  return `<tr>${cells.join('')}<td>${escapeHtml(figure(row))}</td><td>${row.samples}</td></tr>`;
}

/** The 75th percentile of every country, page and metric the pages reported, as an accessible table without script. */
export function vitalsPage(rows: readonly VitalsRow[]): string {
  const table =
    rows.length === 0
      ? '<p>No vitals yet. Open a page of the shop, use it, then leave it or switch tabs: INP and CLS are sent when a page is hidden.</p>'
      : `<table>
<caption>75th percentile per country, page and metric</caption>
<thead><tr><th scope="col">Country</th><th scope="col">Page</th><th scope="col">Metric</th><th scope="col">75th percentile</th><th scope="col">Samples</th></tr></thead>
<tbody>
${rows.map(tableRow).join('\n')}
</tbody>
</table>`;
  return devPage(
    'Real-user vitals (local)',
    `<h1>Real-user Core Web Vitals</h1>
<p>What the pages this server sent measured in their visitors' browsers since it started. Google rates a page by the 75th percentile: LCP at most 2500 ms, INP at most 200 ms and CLS at most 0.1 are good.</p>
${table}`,
  );
}
