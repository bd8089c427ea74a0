import { PageHead } from '../app/PageHead';
import { PageShell } from '../app/PageShell';
import { routes } from '../app/routes';
import { useI18n } from '../i18n/useI18n';
import { Island } from '../islands/Island';
import type { NewsletterClient } from '../newsletter/api/newsletter-client';
import { ConfirmationClientContext, ConfirmationIsland } from '../newsletter/ConfirmationIsland';
import { SiteFooter } from './site-footer/SiteFooter';

export interface NewsletterConfirmationPageProps {
  /** Component tests pass a fake (the built page's island uses a client for its own origin). @default a client for the page's own origin */
  client?: NewsletterClient;
}

/** The page a confirmation mail links to: it confirms the sign-up, or offers the form again when the link is no good. */
export function NewsletterConfirmationPage({ client }: NewsletterConfirmationPageProps) {
  const texts = useI18n().LL.newsletter.confirmation;
  return (
    // Its route keeps it from search engines (routes.ts): each mail's link leads here with its own token.
    <PageShell path={routes.newsletterConfirmation} footer={<SiteFooter hideNewsletter />}>
      <PageHead title={texts.metaTitle()} description={texts.metaDescription()} />
      <ConfirmationClientContext value={client}>
        <Island name="newsletter-confirmation" component={ConfirmationIsland} />
      </ConfirmationClientContext>
    </PageShell>
  );
}
