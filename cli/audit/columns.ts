import type { PageFigures } from './audit-results.ts';

/** One figure as the text table and the summary page show it; the header carries the unit. */
export interface FigureColumn {
  key: keyof PageFigures;
  header: string;
  format: (value: number) => string;
}

const whole = (value: number) => String(Math.round(value));

/** Every figure of a page, in the order both reports list them. */
export const FIGURE_COLUMNS: readonly FigureColumn[] = [
  { key: 'performance', header: 'performance', format: whole },
  { key: 'accessibility', header: 'accessibility', format: whole },
  { key: 'bestPractices', header: 'best practices', format: whole },
  { key: 'seo', header: 'SEO', format: whole },
  { key: 'fcpMs', header: 'FCP (s)', format: (ms) => (ms / 1000).toFixed(1) },
  { key: 'lcpMs', header: 'LCP (s)', format: (ms) => (ms / 1000).toFixed(1) },
  { key: 'tbtMs', header: 'TBT (ms)', format: whole },
  { key: 'cls', header: 'CLS', format: (cls) => cls.toFixed(3) },
  { key: 'transferBytes', header: 'transfer (KB)', format: (bytes) => (bytes / 1024).toFixed(1) },
];
