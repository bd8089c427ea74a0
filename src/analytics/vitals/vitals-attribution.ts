import type { CLSMetric, INPMetric, LCPMetric, MetricType } from 'web-vitals';
import { selectorOf } from './element-selector.ts';
import { interactionTargetAt } from './interaction-targets.ts';

/** What caused a metric's value, as small fields of the dataLayer event: text and whole milliseconds, never a node. */
export type VitalsAttribution = Record<string, string | number>;

const ms = Math.round;

/**
 * The interaction behind INP, from its event entries: what was touched or typed in, how, when,
 * and where the time went (waiting for the main thread, the page's handlers, the next frame).
 */
function interactionAttribution({ entries }: INPMetric): VitalsAttribution {
  const [first] = entries;
  if (!first) return {};
  const processingEnd = Math.max(...entries.map((entry) => entry.processingEnd));
  return {
    // Named when it happened, or by Chromium where it does: the element may have left the page since.
    debug_target: interactionTargetAt(first.startTime) || first.targetSelector || selectorOf(first.target),
    debug_interaction_type: first.name.startsWith('key') ? 'keyboard' : 'pointer',
    debug_interaction_time: ms(first.startTime),
    debug_input_delay: ms(first.processingStart - first.startTime),
    debug_processing_duration: ms(processingEnd - first.processingStart),
    debug_presentation_delay: ms(Math.max(0, first.startTime + first.duration - processingEnd)),
  };
}

/** The largest layout shift of the session that makes up CLS, and the first element it moved. */
function shiftAttribution({ entries }: CLSMetric): VitalsAttribution {
  const largest = entries.reduce<LayoutShift | undefined>((found, entry) => (found && found.value >= entry.value ? found : entry), undefined);
  if (!largest) return {};
  return {
    debug_target: selectorOf(largest.sources.find((source) => source.node)?.node),
    debug_shift_time: ms(largest.startTime),
    debug_shift_value: Number(largest.value.toFixed(4)),
  };
}

function paintAttribution({ entries }: LCPMetric): VitalsAttribution {
  const last = entries.at(-1);
  return last ? { debug_target: selectorOf(last.element) } : {};
}

/**
 * The attribution of INP, CLS and LCP, worked out from the entries the standard web-vitals build
 * hands over: its attribution build would add 2.0 KB gzip for more than the events carry.
 */
export function attributionOf(metric: MetricType): VitalsAttribution {
  if (metric.name === 'INP') return interactionAttribution(metric);
  if (metric.name === 'CLS') return shiftAttribution(metric);
  if (metric.name === 'LCP') return paintAttribution(metric);
  return {};
}
