import type { MeasuredPage, PageFigures, ScoreKey } from './audit-results.ts';

/** A bound one figure must keep; `scale` and `unit` say how it is shown (1500 ms as 1.5 s). */
export interface Target {
  key: keyof PageFigures;
  name: string;
  bound: 'min' | 'max';
  limit: number;
  scale: number;
  unit: string;
  /** Decimals shown for the figure; more when that many would hide how far it misses. */
  decimals: number;
}

const score = (key: ScoreKey, name: string, limit: number): Target => ({ key, name, bound: 'min', limit, scale: 1, unit: '', decimals: 0 });

/** The targets, for every country and both routes (Lighthouse mobile, simulated throttling). */
export const TARGETS: readonly Target[] = [
  score('performance', 'performance', 98),
  score('accessibility', 'accessibility', 100),
  score('bestPractices', 'best practices', 100),
  score('seo', 'SEO', 100),
  { key: 'lcpMs', name: 'LCP', bound: 'max', limit: 1500, scale: 1000, unit: 's', decimals: 1 },
  { key: 'tbtMs', name: 'TBT', bound: 'max', limit: 100, scale: 1, unit: 'ms', decimals: 0 },
  { key: 'cls', name: 'CLS', bound: 'max', limit: 0.01, scale: 1, unit: '', decimals: 3 },
];

export interface Miss {
  key: keyof PageFigures;
  /** e.g. "LCP 1.8 s is over the target of 1.5 s" */
  text: string;
  /** For a score: titles of the audits that cost it points, so the reader knows what to fix. */
  failingAudits: string[];
}

export function missesTarget(target: Target, value: number): boolean {
  return target.bound === 'min' ? value < target.limit : value > target.limit;
}

function withUnit(text: string, unit: string): string {
  return unit ? `${text} ${unit}` : text;
}

/** The figure with as few decimals as show it past the limit: 1520 ms reads 1.52 s, not 1.5 s. */
function shownPast(target: Target, value: number): string {
  const scaled = value / target.scale;
  const past = (shown: number) => missesTarget({ ...target, limit: target.limit / target.scale }, shown);
  for (let decimals = target.decimals; decimals < target.decimals + 4; decimals++) {
    const text = scaled.toFixed(decimals);
    if (past(Number(text))) return text;
  }
  return String(scaled);
}

/** Every target the page misses, in the order of TARGETS. */
export function findMisses({ figures, failingAudits }: MeasuredPage): Miss[] {
  return TARGETS.filter((target) => missesTarget(target, figures[target.key])).map((target) => {
    const side = target.bound === 'min' ? 'under' : 'over';
    const value = withUnit(shownPast(target, figures[target.key]), target.unit);
    const limit = withUnit(String(target.limit / target.scale), target.unit);
    return {
      key: target.key,
      text: `${target.name} ${value} is ${side} the target of ${limit}`,
      failingAudits: (failingAudits as Partial<Record<keyof PageFigures, string[]>>)[target.key] ?? [],
    };
  });
}
