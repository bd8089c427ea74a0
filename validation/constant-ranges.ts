import type { CountryConfig } from '../src/config/country.generated.ts';
import type { SchemaProblem } from './schema-errors.ts';

/** Constants that make a range, whose ends the texts show together ("1–2", "09:00–19:00"), so a reversed one would read as nonsense. */
export function constantRangeProblems({ dispatch, customerService: service }: Pick<CountryConfig['business'], 'dispatch' | 'customerService'>): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  if (dispatch && dispatch.maxWorkingDays < dispatch.minWorkingDays) {
    problems.push({
      pointer: '/business/dispatch/maxWorkingDays',
      at: 'value',
      message: `business.dispatch.maxWorkingDays is ${dispatch.maxWorkingDays}, fewer than minWorkingDays (${dispatch.minWorkingDays}); allowed: at least minWorkingDays`,
    });
  }
  // HH:MM with leading zeros compares as text in time order.
  if (service && service.closes <= service.opens) {
    problems.push({
      pointer: '/business/customerService/closes',
      at: 'value',
      message: `business.customerService.closes is "${service.closes}", not after opens ("${service.opens}"); allowed: a closing time after the opening time`,
    });
  }
  return problems;
}
