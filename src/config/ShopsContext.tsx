import { createContext, useContext, type ReactNode } from 'react';
import type { ShopEntry } from './shop-entry';

const ShopsContext = createContext<readonly ShopEntry[] | undefined>(undefined);

export interface ShopsProviderProps {
  /** Every country's shop, in the order of countries/order.txt. */
  shops: readonly ShopEntry[];
  children: ReactNode;
}

export function ShopsProvider({ shops, children }: ShopsProviderProps) {
  return <ShopsContext.Provider value={shops}>{children}</ShopsContext.Provider>;
}

/** Every country's shop, this one's among them: what the switcher and the hreflang alternates list. */
export function useShops(): readonly ShopEntry[] {
  const shops = useContext(ShopsContext);
  if (!shops) throw new Error('useShops() must be called inside <ShopsProvider>');
  return shops;
}
