import { createContext, useContext, type ReactNode } from 'react';
import { routes } from '../app/routes';

// Outside a page (a footer on its own, the gallery), the shops' home pages are the pages to name.
const PagePathContext = createContext<string>(routes.home);

export interface PagePathProviderProps {
  /** The path of the page being rendered (src/app/routes.ts), the same in every shop. */
  path: string;
  children: ReactNode;
}

export function PagePathProvider({ path, children }: PagePathProviderProps) {
  return <PagePathContext.Provider value={path}>{children}</PagePathContext.Provider>;
}

/** The path of the page being rendered: the page the switcher and the hreflang alternates name in every shop. */
export function usePagePath(): string {
  return useContext(PagePathContext);
}
