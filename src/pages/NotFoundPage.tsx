import { Anchor, Text, Title } from '@mantine/core';
import { PageHead } from '../app/PageHead';
import { PageShell } from '../app/PageShell';
import { routes } from '../app/routes';
import { useI18n } from '../i18n/useI18n';
import { NOT_FOUND_PAGE } from './routes';
import { SiteFooter } from './site-footer/SiteFooter';
import { useShopLink } from '../config/use-shop-link';

/**
 * What every address the shop does not have answers with, status 404: the shop's header and
 * footer, in its language, so that a visitor (or QA following a footer link to a page this kit
 * does not build) can go on from there.
 */
export function NotFoundPage() {
  const { LL } = useI18n();
  const shopLink = useShopLink();
  return (
    // Its route keeps it from search engines (noindex, no alternates): a page that is not there has no equivalent in another shop.
    <PageShell path={NOT_FOUND_PAGE.path} footer={<SiteFooter />}>
      <PageHead title={LL.notFound.metaTitle()} description={LL.notFound.text()} />
      <Title order={1}>{LL.notFound.heading()}</Title>
      <Text size="lg" mt="md">
        {LL.notFound.text()}
      </Text>
      <Text mt="lg">
        <Anchor href={shopLink(routes.home)} underline="always">
          {LL.notFound.homeLink()}
        </Anchor>
      </Text>
    </PageShell>
  );
}
