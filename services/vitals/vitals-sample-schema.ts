import { VITALS_SAMPLE_FIELDS } from '../../src/analytics/vitals/sink-protocol.ts';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { pagesOf } from '../../src/pages/routes.ts';
import { VITALS_METRICS } from './vitals-store.ts';

/** An hour in milliseconds: no page takes longer to paint, answer or respond. */
const MAX_MILLISECONDS = 3_600_000;
/** CLS is a score: a page that shifted its whole viewport a hundred times is still below it. */
const MAX_CLS = 100;

/**
 * What the sink takes from a page of `country`, and nothing else: that country, one of its page
 * routes, a known metric, a finite number in range (JSON has no NaN; 1e999 parses to Infinity,
 * over every maximum), whole milliseconds as the pages send them, and a short id of web-vitals' form.
 */
export function vitalsSampleSchema(country: CountryConfig) {
  return {
    type: 'object',
    additionalProperties: false,
    required: [...VITALS_SAMPLE_FIELDS],
    properties: {
      country: { const: country.code },
      page_route: { enum: pagesOf(country).map(({ path }) => path) },
      metric_name: { enum: [...VITALS_METRICS] },
      metric_value: { type: 'number', minimum: 0 },
      metric_id: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' },
    },
    if: { properties: { metric_name: { const: 'CLS' } } },
    then: { properties: { metric_value: { type: 'number', maximum: MAX_CLS } } },
    else: { properties: { metric_value: { type: 'integer', maximum: MAX_MILLISECONDS } } },
  } as const;
}
