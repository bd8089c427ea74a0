import { describe, expect, it } from 'vitest';
import { located, shippedCountry, validateCountryText } from './test-country-file.ts';

const turkey = shippedCountry('tr').toString('utf8');
const lineOf = (text: string) => turkey.slice(0, turkey.indexOf(text)).split('\n').length;

async function turkeyWith(from: string, to: string): Promise<string[]> {
  expect(turkey).toContain(from);
  return located(await validateCountryText('tr', turkey.replace(from, to)));
}

describe('constants that make a range', () => {
  it('refuses a dispatch range that ends before it starts, at its end', async () => {
    expect(await turkeyWith('    minWorkingDays: 1\n', '    minWorkingDays: 3\n')).toEqual([
      `${lineOf('    maxWorkingDays: 2')}:21 business.dispatch.maxWorkingDays is 2, fewer than minWorkingDays (3); allowed: at least minWorkingDays`,
    ]);
  });

  it('refuses service hours that close before they open, at the closing time', async () => {
    expect(await turkeyWith('    opens: "09:00"\n', '    opens: "20:00"\n')).toEqual([
      `${lineOf('    closes: "19:00"')}:13 business.customerService.closes is "19:00", not after opens ("20:00"); allowed: a closing time after the opening time`,
    ]);
  });
});
