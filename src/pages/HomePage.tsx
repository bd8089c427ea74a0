import { Anchor, Text, Title } from '@mantine/core';
import { JsonLd } from '../app/JsonLd';
import { PageHead } from '../app/PageHead';
import { PageShell } from '../app/PageShell';
import { routes } from '../app/routes';
import { useCountry } from '../config/CountryContext';
import { useI18n } from '../i18n/useI18n';
import { LOGGED_OUT_ONLY_ATTRIBUTE } from '../login/login-state';
import { SIGNUP_SECTION_ID } from '../newsletter/signup-anchor';
import { CanonicalLink } from './CanonicalLink';
import { homeStructuredData } from './home-structured-data';
import { FooterSignup } from './site-footer/FooterSignup';
import { SiteFooter } from './site-footer/SiteFooter';
import { useShopLink } from '../config/use-shop-link';

export function HomePage() {
  const { LL } = useI18n();
  const shopLink = useShopLink();
  const country = useCountry();
  return (
    // The footer's sign-up is some 35 Tab presses down the page: a skip link takes the keyboard there.
    <PageShell path={routes.home} footer={<SiteFooter signup={<FooterSignup />} />} skipLinks={[{ targetId: SIGNUP_SECTION_ID, label: LL.newsletter.skipLink() }]}>
      <PageHead title={LL.home.metaTitle()} description={LL.home.metaDescription()} />
      <CanonicalLink path={routes.home} />
      <JsonLd data={homeStructuredData(country, LL.shell.shopName())} />
      <Title order={1}>{LL.home.heading({ country: country.displayName })}</Title>
      <Text size="lg" mt="md">
        {LL.home.intro()}
      </Text>
      <Anchor href={shopLink(routes.login)} underline="always" display="inline-block" mt="lg" {...{ [LOGGED_OUT_ONLY_ATTRIBUTE]: '' }}>
        {LL.home.loginLink()}
      </Anchor>
    </PageShell>
  );
}
