import { createContext, useContext } from 'react';
import { loginClient, type LoginClient } from './api/login-client';
import { LoginForm } from './LoginForm';
import { followLoginRedirect, useLoginPageLoad } from './use-login-redirect';

/** The login service of the page's form; component tests provide a fake. */
export const LoginClientContext = createContext<LoginClient>(loginClient);

/** The login page's form, with what the page does on load (spec §2.2). */
export function LoginIsland() {
  useLoginPageLoad();
  return <LoginForm client={useContext(LoginClientContext)} onLoggedIn={followLoginRedirect} />;
}
