import { Anchor, Box, Loader, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Loader.css';
import { useShopLink } from '../config/use-shop-link';
import { routes } from '../app/routes';
import { useI18n } from '../i18n/useI18n';
import { Island } from '../islands/Island';
import { Notice } from '../widgets/Notice';
import { CONFIRMATION_STATE_ATTRIBUTE } from './live/confirm-link';
import { LinkInvalidSignupIsland } from './signup-islands';

/**
 * The confirmation page's content: every state the link can lead to, server-rendered, of which
 * confirm-link.ts shows the one that applies. Only the form offered again for a link that is no
 * good has component code, and only once the shopper uses it.
 */
export function Confirmation() {
  const { LL } = useI18n();
  const shopLink = useShopLink();
  const texts = LL.newsletter.confirmation;
  const state = (states: string) => ({ [CONFIRMATION_STATE_ATTRIBUTE]: states });
  return (
    // Each state in a plain element: Mantine's layouts set their own display, which would undo `hidden`.
    // A screen high at least, so the footer starts below the fold: the state the link leads to
    // (the form offered again is far taller than "confirming") then moves nothing a shopper sees.
    <Box maw={480} mih="100vh">
      <div {...state('confirmed')} hidden>
        <Stack align="start">
          <Title order={1} tabIndex={-1}>
            {texts.heading()}
          </Title>
          <Text>{texts.text()}</Text>
          <Anchor href={shopLink(routes.home)} underline="always">
            {texts.continueShopping()}
          </Anchor>
        </Stack>
      </div>
      {/* Every other state names the page too, so the outline starts with one h1 whatever the link was. */}
      <div {...state('confirming invalid failed')}>
        <Stack>
          <Title order={1}>{texts.pageHeading()}</Title>
          <div {...state('confirming')}>
            <Stack align="start" role="status">
              <Loader size="sm" aria-hidden="true" />
              <Text>{texts.confirming()}</Text>
            </Stack>
          </div>
          <div {...state('invalid')} hidden>
            <Island name="confirmation-signup" component={LinkInvalidSignupIsland} />
          </div>
          <div {...state('failed')} hidden>
            <Notice variant="error">{LL.newsletter.errors.generic()}</Notice>
          </div>
        </Stack>
      </div>
    </Box>
  );
}
