import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { CountryCode } from '../config/country.generated';
import { inStorefront } from './storefront';

/** Renders `ui` as the given country's bundle would: its data, its locale, the real theme. */
export function renderInCountry(code: CountryCode, ui: ReactElement): RenderResult {
  return render(inStorefront(code, ui));
}
