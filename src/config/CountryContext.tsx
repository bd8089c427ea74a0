import { createContext, useContext, type ReactNode } from 'react';
import type { CountryConfig } from './country.generated';

const CountryContext = createContext<CountryConfig | undefined>(undefined);

export interface CountryProviderProps {
  /** The validated data of countries/<code>.yaml that the page renders. */
  country: CountryConfig;
  children: ReactNode;
}

export function CountryProvider({ country, children }: CountryProviderProps) {
  return <CountryContext.Provider value={country}>{children}</CountryContext.Provider>;
}

/** The country being rendered. Components read it here, never from the build's virtual module, so tests can render any country. */
export function useCountry(): CountryConfig {
  const country = useContext(CountryContext);
  if (!country) throw new Error('useCountry() must be called inside <CountryProvider>');
  return country;
}
