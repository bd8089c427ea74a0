import { Text, Title } from '@mantine/core';
import { PageShell } from '../app/PageShell';
import { routes } from '../app/routes';
import { useI18n } from '../i18n/useI18n';
import { Island } from '../islands/Island';
import { loginClient, type LoginClient } from '../login/api/login-client';
import { LoginHead } from '../login/LoginHead';
import { LoginClientContext, LoginIsland } from '../login/LoginIsland';
import { SiteFooter } from './site-footer/SiteFooter';

export interface LoginPageProps {
  /** Compact layout of the mobile route /m/login. @default false */
  compact?: boolean;
  /** The login service; component tests pass a fake (the built page's island uses loginClient). @default loginClient */
  client?: LoginClient;
}

/** The login page of spec §2.2, at /login and, compact, at /m/login. */
export function LoginPage({ compact = false, client = loginClient }: LoginPageProps) {
  const { LL } = useI18n();
  return (
    <PageShell path={compact ? routes.mobileLogin : routes.login} compact={compact} footer={<SiteFooter />}>
      <LoginHead />
      <Title order={1} size={compact ? 'h2' : 'h1'}>
        {LL.login.heading()}
      </Title>
      <Text size={compact ? 'sm' : 'md'} mt={compact ? 'xs' : 'md'} mb="lg">
        {LL.login.intro()}
      </Text>
      <LoginClientContext value={client}>
        <Island name="login" component={LoginIsland} />
      </LoginClientContext>
    </PageShell>
  );
}
