import { Anchor, Box, Loader, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Loader.css';
import { createContext, useContext, useMemo, useRef } from 'react';
import { useShopLink } from '../config/use-shop-link';
import { routes } from '../app/routes';
import { useI18n } from '../i18n/useI18n';
import { Notice, useRevealInView } from '../widgets/Notice';
import { newsletterClient, type NewsletterClient } from './api/newsletter-client';
import { NewsletterSignup } from './NewsletterSignup';
import { useDoubleOptIn } from './use-double-opt-in';

/** The newsletter service of the confirmation page; component tests provide a fake. @default a client for the page's own origin */
export const ConfirmationClientContext = createContext<NewsletterClient | undefined>(undefined);

/** The confirmation page's content: it confirms the link's sign-up, or offers the form again when the link is no good. */
export function ConfirmationIsland() {
  const { LL } = useI18n();
  const shopLink = useShopLink();
  const client = useContext(ConfirmationClientContext);
  const service = useMemo(() => client ?? newsletterClient(), [client]);
  const state = useDoubleOptIn(service);
  const texts = LL.newsletter.confirmation;
  // The thanks replace the 'confirming' status under the shopper's screen reader: they take focus, so they are read.
  const thanks = useRef<HTMLHeadingElement>(null);
  useRevealInView(thanks, { scroll: false, focus: true }, state);
  return (
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
  );
}
