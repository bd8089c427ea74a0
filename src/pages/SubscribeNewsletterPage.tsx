import { Stack } from '@mantine/core';
import { PageHead } from '../app/PageHead';
import { PageShell } from '../app/PageShell';
import { routes } from '../app/routes';
import { CanonicalLink } from './CanonicalLink';
import { SiteFooter } from './site-footer/SiteFooter';
import { useI18n } from '../i18n/useI18n';
import { Island } from '../islands/Island';
import { SignupPageIsland } from '../newsletter/signup-islands';

/** /subscribenewsletter: the sign-up on a page of its own, where the country's data has one (CZ, HU, SK). */
export function SubscribeNewsletterPage() {
  const { LL } = useI18n();
  return (
    <PageShell path={routes.subscribeNewsletter} footer={<SiteFooter />}>
      <PageHead title={LL.newsletter.signupPage.metaTitle()} description={LL.newsletter.signupPage.metaDescription()} />
      <CanonicalLink path={routes.subscribeNewsletter} />
      <Stack maw={480}>
        <Island name="signup-page" component={SignupPageIsland} />
      </Stack>
    </PageShell>
  );
}
