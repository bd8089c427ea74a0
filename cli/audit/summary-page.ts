import { FIGURE_COLUMNS } from './columns.ts';
import type { AuditSummary, SummaryPage } from './summary-json.ts';
import { missesTarget, TARGETS } from './targets.ts';

/** Text made safe for HTML content and double-quoted attributes. Lighthouse's audit titles hold markup such as `<html>`. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

// Inline only: the page is opened from disk or a CI artifact, with no network.
const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; margin: 2rem; }
table { border-collapse: collapse; }
caption { text-align: left; font-weight: 600; padding-bottom: .5rem; }
th, td { border: 1px solid #8a8a8a; padding: .3rem .6rem; }
td { text-align: right; font-variant-numeric: tabular-nums; }
thead th { background: #f0f0f0; }
tbody th { text-align: left; white-space: nowrap; }
.miss { color: #a4001d; background: #fdecee; font-weight: 700; }
.failed { text-align: left; }
.verdict { font-weight: 700; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
a { color: #0b57d0; }`;

const pageName = (page: SummaryPage) => `${page.country} ${page.path}`;

/** A relative link that stays inside the reports folder whatever the path holds. */
function reportLink(path: string, label: string, page: SummaryPage): string {
  const href = path.split('/').map(encodeURIComponent).join('/');
  return `<a href="${escapeHtml(href)}">${label}<span class="visually-hidden"> report of ${escapeHtml(pageName(page))}</span></a>`;
}

function figureCells(page: SummaryPage): string {
  const { figures } = page;
  if (!figures) return `<td class="miss failed" colspan="${FIGURE_COLUMNS.length}">${escapeHtml(page.error ?? 'failed')}</td>`;
  return FIGURE_COLUMNS.map(({ key, format }) => {
    const text = escapeHtml(format(figures[key]));
    const target = TARGETS.find((candidate) => candidate.key === key);
    if (!target || !missesTarget(target, figures[key])) return `<td>${text}</td>`;
    return `<td class="miss">${text} <span aria-hidden="true">✗</span><span class="visually-hidden">, misses the target</span></td>`;
  }).join('');
}

function row(page: SummaryPage): string {
  const links = page.reports ? `${reportLink(page.reports.html, 'HTML', page)} · ${reportLink(page.reports.json, 'JSON', page)}` : 'none';
  return `<tr><th scope="row">${escapeHtml(pageName(page))}</th>${figureCells(page)}<td class="failed">${links}</td></tr>`;
}

function missItems(page: SummaryPage): string[] {
  if (page.error) return [`<li>${escapeHtml(`${pageName(page)}: ${page.error}`)}</li>`];
  return page.misses.map(({ text, failingAudits }) => {
    const audits = failingAudits.map((title) => `<li>${escapeHtml(title)}</li>`).join('');
    return `<li>${escapeHtml(`${pageName(page)}: ${text}`)}${audits ? `; failing audits:<ul>${audits}</ul>` : ''}</li>`;
  });
}

function targetsText(): string {
  const relation = (bound: string, limit: number) => (bound === 'max' ? '≤' : limit === 100 ? '=' : '≥');
  return TARGETS.map(({ name, bound, limit, scale, unit }) => `${name} ${relation(bound, limit)} ${limit / scale}${unit ? ` ${unit}` : ''}`).join(', ');
}

/** index.html of the reports folder: one self-contained page with every audited page's figures and links to the full reports. */
export function summaryPage(summary: AuditSummary): string {
  const headers = ['page', ...FIGURE_COLUMNS.map(({ header }) => header), 'full report'];
  const items = summary.pages.flatMap(missItems);
  const verdict = items.length === 0 ? 'All targets met.' : `${items.length} missed ${items.length === 1 ? 'target or failed run' : 'targets or failed runs'}.`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lighthouse audit summary</title>
<style>${STYLE}
</style>
</head>
<body>
<main>
<h1>Lighthouse audit summary</h1>
<p>Lighthouse, mobile emulation with simulated throttling, ${escapeHtml(summary.generatedAt)}. Targets: ${escapeHtml(targetsText())}.</p>
<p class="verdict">${verdict}</p>
<table>
<caption>Scores (0–100) and metrics per page; ✗ marks a figure that misses its target</caption>
<thead><tr>${headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('')}</tr></thead>
<tbody>
${summary.pages.map(row).join('\n')}
</tbody>
</table>
${items.length > 0 ? `<h2>Missed targets and failed runs</h2>\n<ul>\n${items.join('\n')}\n</ul>` : ''}
</main>
</body>
</html>
`;
}
