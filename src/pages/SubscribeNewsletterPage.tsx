import { Stack } from '@mantine/core';
import { PageHead } from '../app/PageHead';
import { PageShell } from '../app/PageShell';
import { routes } from '../app/routes';
import { DeferredSiteFooter } from './site-footer/DeferredSiteFooter';
import { useI18n } from '../i18n/useI18n';
import { NewsletterSignup } from '../newsletter/NewsletterSignup';

/** /subscribenewsletter: the sign-up on a page of its own, where the country's data has one (CZ, HU, SK). */
export function SubscribeNewsletterPage() {
  const { LL } = useI18n();
  return (
    <PageShell path={routes.subscribeNewsletter} footer={<DeferredSiteFooter hideNewsletter />}>
      <PageHead title={LL.newsletter.signupPage.metaTitle()} description={LL.newsletter.signupPage.metaDescription()} />
      <Stack maw={480}>
        <NewsletterSignup origin="NEWSLETTER" headingOrder={1} />
      </Stack>
    </PageShell>
  );
}
