import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import type { Storefront } from '../app/StorefrontData';
import { StorefrontProviders } from '../app/StorefrontProviders';
import { islandStorefront } from '../islands/island-data';
import { IslandProviders } from '../islands/IslandProviders';
import { islandIdPrefix } from '../islands/islands';
import { IslandRendererContext, type RenderIsland } from '../islands/IslandRenderer';
import { HomePage } from './HomePage';
import { LoginPage } from './LoginPage';
import { MobileLoginPage } from './MobileLoginPage';
import { NewsletterConfirmationPage } from './NewsletterConfirmationPage';
import { NotFoundPage } from './NotFoundPage';
import type { PageEntry } from './routes';
import { SubscribeNewsletterPage } from './SubscribeNewsletterPage';

/** The component each page's entry module mounts; the browser hydrates what this renders. */
export const PAGE_COMPONENTS: Record<PageEntry, ComponentType> = {
  home: HomePage,
  login: LoginPage,
  'mobile-login': MobileLoginPage,
  'newsletter-confirmation': NewsletterConfirmationPage,
  'subscribe-newsletter': SubscribeNewsletterPage,
  'not-found': NotFoundPage,
};


export interface PrerenderedPage {
  /** The page's title, meta and link elements, which belong in the document head. */
  head: string;
  /** What goes into the page's #root. */
  body: string;
}

// React puts the elements it hoists (title, meta, link) first, each in exactly one of these forms.
const LEADING_HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link) [^>]*\/>)+/;

/** Each island apart, with the page's data, as hydrate-island.tsx hydrates it in the browser. */
function islandRenderer(storefront: Storefront): RenderIsland {
  return (name, content) =>
    renderToString(
      <IslandProviders {...islandStorefront(storefront)}>{content}</IslandProviders>,
      { identifierPrefix: islandIdPrefix(name) },
    );
}

/** A page's HTML as the browser's first render of it will be, once every lazy part has loaded. */
export async function prerenderPage(entry: PageEntry, storefront: Storefront): Promise<PrerenderedPage> {
  const Page = PAGE_COMPONENTS[entry];
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StorefrontProviders {...storefront}>
      <IslandRendererContext value={islandRenderer(storefront)}>
        <Page />
      </IslandRendererContext>
    </StorefrontProviders>,
    {
      // React would leave a failed part for the browser to render; a build must not ship that quietly.
      onError: (error) => void errors.push(error),
      // Every part in place: React otherwise moves large parts to the end of the page, to be put in
      // place by an inline script, which leaves them hidden without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new Error(`prerendering the ${entry} page of ${storefront.country.code} failed`, { cause: errors[0] });
  const html = await new Response(prelude).text();
  const head = LEADING_HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
