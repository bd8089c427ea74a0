import { Text, Title } from '@mantine/core';
import { PageHead } from '../app/PageHead';
import { PageShell } from '../app/PageShell';
import { SiteFooter } from './site-footer/SiteFooter';
import { useI18n } from '../i18n/useI18n';

export interface LoginPageProps {
  /** Compact layout of the mobile route /m/login. @default false */
  compact?: boolean;
}

export function LoginPage({ compact = false }: LoginPageProps) {
  const { LL } = useI18n();
  return (
    <PageShell compact={compact} footer={<SiteFooter hideNewsletter />}>
      <PageHead title={LL.login.metaTitle()} description={LL.login.metaDescription()} />
      <Title order={1} size={compact ? 'h2' : 'h1'}>
        {LL.login.heading()}
      </Title>
      <Text size={compact ? 'sm' : 'md'} mt={compact ? 'xs' : 'md'}>
        {LL.login.intro()}
      </Text>
    </PageShell>
  );
}
