import { PageHead } from '../app/PageHead';
import { PageShell } from '../app/PageShell';
import { routes } from '../app/routes';
import { useI18n } from '../i18n/useI18n';
import { Confirmation } from '../newsletter/Confirmation';
import { SiteFooter } from './site-footer/SiteFooter';

/**
 * The page a confirmation mail links to: it confirms the sign-up, or offers the form again when
 * the link is no good. Its script is newsletter/live/confirm-link.ts.
 */
export function NewsletterConfirmationPage() {
  const texts = useI18n().LL.newsletter.confirmation;
  return (
    // Its route keeps it from search engines (routes.ts): each mail's link leads here with its own token.
    <PageShell path={routes.newsletterConfirmation} footer={<SiteFooter />}>
      <PageHead title={texts.metaTitle()} description={texts.metaDescription()} />
      <Confirmation />
    </PageShell>
  );
}
