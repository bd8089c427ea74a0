import { lazy, Suspense } from 'react';
import type { SiteFooterProps } from './SiteFooter';

const SiteFooter = lazy(async () => ({ default: (await import('./SiteFooter')).SiteFooter }));

/**
 * The site footer as a chunk of its own, loaded after the page's code. It sits below the page's
 * content, and the prerendered HTML shows it with working links from the start; React hydrates it
 * once its code is in, without holding up the rest of the page.
 */
export function DeferredSiteFooter(props: SiteFooterProps) {
  return (
    <Suspense>
      <SiteFooter {...props} />
    </Suspense>
  );
}
