import { Anchor, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCountry } from '../config/CountryContext';
import { PagePathProvider } from '../config/PagePathContext';
import { useShops } from '../config/ShopsContext';
import { useI18n } from '../i18n/useI18n';
import { LOGIN_STATE_ATTRIBUTE } from '../login/login-state';
import { isIndexed } from '../pages/routes';
import { AlternateLinks } from './AlternateLinks';
import classes from './PageShell.module.css';
import { routes } from './routes';
import { usePresentInPage } from './use-present-in-page';
import { useShopLink } from '../config/use-shop-link';

const MAIN_CONTENT_ID = 'main-content';

/** A further skip link, after the one to the main content. */
export interface SkipLink {
  /** The id of the element it leads to; give it tabIndex -1, so that focus moves there */
  targetId: string;
  label: string;
}

export interface PageShellProps {
  /**
   * The page's path (routes.ts): the page the hreflang alternates and the country switcher name in
   * every shop. A page its route keeps from search engines (the not-found page, the page a
   * confirmation mail links to) gets a robots noindex and no alternates instead, and the switcher
   * leads to each shop's home page.
   */
  path: string;
  /** Narrower layout for the mobile pages. @default false */
  compact?: boolean;
  /** The page's footer, below the main content. */
  footer?: ReactNode;
  /** Skip links to parts of the page deep in its tab order, such as a form in the footer @default [] */
  skipLinks?: readonly SkipLink[];
  children: ReactNode;
}

/** A skip link that shows only while what it leads to is on the page. */
function FurtherSkipLink({ targetId, label }: SkipLink) {
  const present = usePresentInPage(targetId);
  return present ? (
    <Anchor href={`#${targetId}`} className={classes.skipLink}>
      {label}
    </Anchor>
  ) : null;
}

/** The frame of every page: skip link, a header with the shop and its country, and the main landmark. */
export function PageShell({ path, compact = false, footer, skipLinks = [], children }: PageShellProps) {
  const { LL } = useI18n();
  const shopLink = useShopLink();
  const country = useCountry();
  const shops = useShops();
  const size = compact ? 'xs' : 'md';
  // From the route, as the sitemap decides: the two never disagree about a page.
  const indexed = isIndexed(path);
  return (
    <PagePathProvider path={indexed ? path : routes.home}>
      {indexed ? <AlternateLinks shops={shops} path={path} /> : <meta name="robots" content="noindex" />}
      <Anchor href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        {LL.shell.skipToContent()}
      </Anchor>
      {skipLinks.map((link) => (
        <FurtherSkipLink key={link.targetId} {...link} />
      ))}
      <Container component="header" size={size} py="md">
        <Group justify="space-between">
          <Anchor href={shopLink(routes.home)} fw={700}>
            {LL.shell.shopName()}
          </Anchor>
          <Group gap="md">
            {/* Filled by login-state.ts when the shopper is logged in. */}
            <Text size="sm" aria-live="polite" {...{ [LOGIN_STATE_ATTRIBUTE]: LL.shell.loggedIn() }} />
            <Text size="sm">{LL.shell.currentCountry({ country: country.displayName })}</Text>
          </Group>
        </Group>
      </Container>
      {/* tabIndex -1 lets the skip link move keyboard focus, not just scroll, in every browser. */}
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size={size} py={compact ? 'md' : 'xl'}>
        {children}
      </Container>
      {footer}
    </PagePathProvider>
  );
}
