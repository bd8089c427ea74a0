import { Anchor, Box, Loader, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Loader.css';
import { useMemo, useRef } from 'react';
import { PageHead } from '../app/PageHead';
import { PageShell } from '../app/PageShell';
import { DeferredSiteFooter } from './site-footer/DeferredSiteFooter';
import { routes } from '../app/routes';
import { useI18n } from '../i18n/useI18n';
import { newsletterClient, type NewsletterClient } from '../newsletter/api/newsletter-client';
import { NewsletterSignup } from '../newsletter/NewsletterSignup';
import { useDoubleOptIn } from '../newsletter/use-double-opt-in';
import { Notice, useRevealInView } from '../widgets/Notice';
import { useShopLink } from '../config/use-shop-link';

export interface NewsletterConfirmationPageProps {
  /** @default a client for the page's own origin */
  client?: NewsletterClient;
}

/** The page a confirmation mail links to: it confirms the sign-up, or offers the form again when the link is no good. */
export function NewsletterConfirmationPage({ client }: NewsletterConfirmationPageProps) {
  const { LL } = useI18n();
  const shopLink = useShopLink();
  const service = useMemo(() => client ?? newsletterClient(), [client]);
  const state = useDoubleOptIn(service);
  const texts = LL.newsletter.confirmation;
  // The thanks replace the 'confirming' status under the shopper's screen reader: they take focus, so they are read.
  const thanks = useRef<HTMLHeadingElement>(null);
  useRevealInView(thanks, { scroll: false, focus: true }, state);
  return (
    // Its route keeps it from search engines (routes.ts): each mail's link leads here with its own token.
    <PageShell path={routes.newsletterConfirmation} footer={<DeferredSiteFooter hideNewsletter />}>
      <PageHead title={texts.metaTitle()} description={texts.metaDescription()} />
      <Box maw={480}>
        {state === 'confirmed' ? (
          <Stack align="start">
            <Title order={1} ref={thanks} tabIndex={-1}>
              {texts.heading()}
            </Title>
            <Text>{texts.text()}</Text>
            <Anchor href={shopLink(routes.home)} underline="always">
              {texts.continueShopping()}
            </Anchor>
          </Stack>
        ) : (
          // Every other state names the page too, so the outline starts with one h1 whatever the link was.
          <Stack>
            <Title order={1}>{texts.pageHeading()}</Title>
            {state === 'confirming' && (
              <Stack align="start" role="status">
                <Loader size="sm" aria-hidden="true" />
                <Text>{texts.confirming()}</Text>
              </Stack>
            )}
            {state === 'invalid' && <NewsletterSignup linkInvalid client={service} />}
            {state === 'failed' && <Notice variant="error">{LL.newsletter.errors.generic()}</Notice>}
          </Stack>
        )}
      </Box>
    </PageShell>
  );
}
