import { escapeHtml } from '../audit/summary-page.ts';
import type { PictureComparison } from './compare.ts';

export interface SheetColumn {
  /** The picture's file name without `.png`. */
  name: string;
  /** e.g. `/ · errors · phone`. */
  label: string;
}

export interface SheetRow {
  code: string;
  displayName: string;
  /** The names of the pictures taken: `<code>/<name>.png` (code in lower case), thumbnails in `<code>/thumbnails/<name>.png`. */
  taken: ReadonlySet<string>;
  /** Pictures that could not be taken, with the reason. */
  failed: ReadonlyMap<string, string>;
  /** With a baseline: each picture's comparison, by name. */
  comparisons?: ReadonlyMap<string, PictureComparison>;
  /** Of a pseudo-locale build: pictures showing a page scrolling sideways or a text no translation reaches, with what. */
  flagged?: ReadonlyMap<string, string>;
}

export interface Sheet {
  columns: readonly SheetColumn[];
  rows: readonly SheetRow[];
  /** With a baseline: the link from the sheet's folder to the baseline's, and the changed pixels a picture may have. */
  baseline?: { href: string; threshold: number };
}

// Inline only: the sheet is opened from disk or a CI artifact, with no network.
const STYLE = `
body { font: 14px/1.4 system-ui, sans-serif; color: #1a1a1a; margin: 1rem; }
.scroll { overflow: auto; max-height: 95vh; }
table { border-collapse: collapse; }
th, td { border: 1px solid #c4c4c4; padding: .3rem; vertical-align: top; }
thead th { position: sticky; top: 0; background: #f0f0f0; z-index: 1; font-weight: 600; white-space: nowrap; }
tbody th { position: sticky; left: 0; background: #fff; text-align: left; white-space: nowrap; }
img { display: block; max-width: 240px; max-height: 280px; border: 1px solid #8a8a8a; }
.mark { margin: .2rem 0 0; font-size: 12px; }
.changed { background: #fdecee; }
.changed .mark, .failed { color: #a4001d; font-weight: 700; }
.within { background: #fff6dc; }
.new { background: #e8f0fe; }
.missing { background: #eee; color: #555; }
a { color: #0b57d0; }`;

/** A relative link, each segment encoded, so a folder name cannot break out of the attribute. */
const href = (...segments: string[]) => escapeHtml(segments.join('/').split('/').map(encodeURIComponent).join('/'));

const pixels = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'pixel' : 'pixels'}`;

function pictureCell(row: SheetRow, column: SheetColumn, threshold: number, comparison?: PictureComparison): string {
  const code = row.code.toLowerCase();
  const file = `${code}/${column.name}.png`;
  const thumbnail = `${code}/thumbnails/${column.name}.png`;
  const picture = `<a href="${href(file)}"><img src="${href(thumbnail)}" alt="${escapeHtml(`${row.code} ${column.label}`)}" loading="lazy"></a>`;
  if (!comparison || comparison.status === 'unchanged') return `<td>${picture}${comparison ? '<p class="mark">unchanged</p>' : ''}</td>`;
  if (comparison.status === 'new') return `<td class="new">${picture}<p class="mark">new: not in the baseline</p></td>`;
  const beyond = comparison.changedPixels > threshold;
  const { resized } = comparison;
  // A picture of another size was not decoded, so it has no diff picture.
  const diff = resized
    ? `size ${resized.from.width} × ${resized.from.height} → ${resized.to.width} × ${resized.to.height} (the added or lost area; not compared pixel by pixel)`
    : `<a href="${href('diff', file)}">diff</a>`;
  return `<td class="${beyond ? 'changed' : 'within'}">${picture}<p class="mark">${pixels(comparison.changedPixels)} changed${beyond ? '' : ' (within the threshold)'} · ${diff}</p></td>`;
}

function cell(row: SheetRow, column: SheetColumn, sheet: Sheet): string {
  const comparison = row.comparisons?.get(column.name);
  const failure = row.failed.get(column.name);
  if (failure !== undefined) return `<td class="failed">not taken: ${escapeHtml(failure)}</td>`;
  if (row.taken.has(column.name)) return pictureCell(row, column, sheet.baseline?.threshold ?? 0, comparison);
  if (comparison?.status === 'missing' && sheet.baseline) {
    return `<td class="missing">missing: only the <a href="${href(sheet.baseline.href, row.code.toLowerCase(), `${column.name}.png`)}">baseline</a> has it</td>`;
  }
  return '<td>—</td>';
}

function summary(sheet: Sheet): string {
  const taken = sheet.rows.reduce((sum, row) => sum + row.taken.size, 0);
  const countries = `${sheet.rows.length} ${sheet.rows.length === 1 ? 'country' : 'countries'}, ${taken} pictures`;
  if (!sheet.baseline) return `<p>${countries}. Each thumbnail shows what the state changed; click it for the full page.</p>`;
  const link = `<a href="${href(sheet.baseline.href, 'index.html')}">the baseline</a>`;
  return `<p>${countries}, compared with ${link}. Red: changed by more than ${pixels(sheet.baseline.threshold)}; yellow: changed within it; blue: new; grey: missing. Each thumbnail shows what the state changed; click it for the full page, and “diff” for the changed pixels in red.</p>`;
}

/** The review sheet: countries as rows, pages, states and widths as columns. */
export function screenshotSheet(sheet: Sheet): string {
  const head = sheet.columns.map(({ label }) => `<th scope="col">${escapeHtml(label)}</th>`).join('');
  const body = sheet.rows.map((row) => {
    const cells = sheet.columns.map((column) => cell(row, column, sheet)).join('');
    return `<tr><th scope="row">${escapeHtml(row.code)}<br>${escapeHtml(row.displayName)}</th>${cells}</tr>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Storefront screenshots</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Storefront screenshots</h1>
${summary(sheet)}
<div class="scroll">
<table>
<thead><tr><th scope="col">Country</th>${head}</tr></thead>
<tbody>
${body.join('\n')}
</tbody>
</table>
</div>
</body>
</html>
`;
}
