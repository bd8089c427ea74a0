import type { PictureComparison } from './compare.ts';
import type { SheetColumn, SheetRow } from './sheet.ts';
import { allShots } from './states.ts';

/** e.g. `DE    17 pictures  48.4 s  0 changed, 1 new, 0 missing`. */
export function progressLine(row: SheetRow, seconds: number): string {
  const parts = [`${row.code.padEnd(5)} ${row.taken.size} ${row.taken.size === 1 ? 'picture' : 'pictures'}  ${seconds.toFixed(1)} s`];
  if (row.failed.size > 0) parts.push(`${row.failed.size} not taken`);
  if (row.flagged && row.flagged.size > 0) parts.push(`${row.flagged.size} with a pseudo-locale problem`);
  if (row.comparisons) {
    const statuses = [...row.comparisons.values()].map(({ status }) => status);
    const marks = (['changed', 'new', 'missing'] as const).map((status) => `${statuses.filter((found) => found === status).length} ${status}`);
    parts.push(marks.join(', '));
  }
  return parts.join('  ');
}

/** Every picture any country may have, then any only a baseline has. */
export function columnsOf(rows: readonly SheetRow[]): SheetColumn[] {
  const columns = allShots().map(({ name, route, state, width }) => ({ name, label: [route, ...(state === 'page' ? [] : [state]), width].join(' · ') }));
  // A picture only the baseline has (of a route since removed) still gets a column to show it missing.
  const known = new Set(columns.map(({ name }) => name));
  const missing = rows.flatMap((row) => [...(row.comparisons?.values() ?? [])].filter(({ name }) => !known.has(name)).map(({ name }) => name));
  return [...columns, ...[...new Set(missing)].map((name) => ({ name, label: name }))];
}

/** Why the run fails, or nothing: pictures not taken, pseudo-locale problems, and with a baseline pictures changed beyond the threshold or missing. */
export function failures(rows: readonly SheetRow[], threshold: number): string[] {
  const named = (test: (comparison: PictureComparison) => boolean) =>
    rows.flatMap((row) => [...(row.comparisons?.values() ?? [])].filter(test).map(({ name }) => `${row.code} ${name}`));
  const notTaken = rows.flatMap((row) => [...row.failed].map(([name, reason]) => `${row.code} ${name} (${reason})`));
  const flagged = rows.flatMap((row) => [...(row.flagged ?? [])].map(([name, problems]) => `${row.code} ${name} (${problems})`));
  const changed = named(({ status, changedPixels }) => status === 'changed' && changedPixels > threshold);
  const missing = named(({ status }) => status === 'missing');
  return [
    ...(notTaken.length > 0 ? [`${notTaken.length} not taken: ${notTaken.join(', ')}`] : []),
    ...(flagged.length > 0 ? [`${flagged.length} with a pseudo-locale problem: ${flagged.join(', ')}`] : []),
    ...(changed.length > 0 ? [`${changed.length} changed by more than ${threshold} pixels: ${changed.join(', ')}`] : []),
    ...(missing.length > 0 ? [`${missing.length} missing, only the baseline has them: ${missing.join(', ')}`] : []),
  ];
}
