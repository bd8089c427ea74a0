import { Text, Title } from '@mantine/core';
import { PageShell } from '../app/PageShell';
import { routes } from '../app/routes';
import { useI18n } from '../i18n/useI18n';
import { loginClient, type LoginClient } from '../login/api/login-client';
import { LoginForm } from '../login/LoginForm';
import { LoginHead } from '../login/LoginHead';
import { followLoginRedirect, useLoginPageLoad } from '../login/use-login-redirect';
import { DeferredSiteFooter } from './site-footer/DeferredSiteFooter';

export interface LoginPageProps {
  /** Compact layout of the mobile route /m/login. @default false */
  compact?: boolean;
  /** The login service; tests pass a fake. @default loginClient */
  client?: LoginClient;
}

/** The login page of spec §2.2, at /login and, compact, at /m/login. */
export function LoginPage({ compact = false, client = loginClient }: LoginPageProps) {
  const { LL } = useI18n();
  useLoginPageLoad();
  return (
    <PageShell path={compact ? routes.mobileLogin : routes.login} compact={compact} footer={<DeferredSiteFooter hideNewsletter />}>
      <LoginHead />
      <Title order={1} size={compact ? 'h2' : 'h1'}>
        {LL.login.heading()}
      </Title>
      <Text size={compact ? 'sm' : 'md'} mt={compact ? 'xs' : 'md'} mb="lg">
        {LL.login.intro()}
      </Text>
      <LoginForm client={client} onLoggedIn={followLoginRedirect} />
    </PageShell>
  );
}
