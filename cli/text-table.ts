/** Left-aligned columns separated by two spaces, for terminal output. */
export function formatTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>, alignRight: (column: number) => boolean = () => false): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (alignRight(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
