import { createContext, useContext } from 'react';
import { loginClient, type LoginClient } from './api/login-client';
import { LoginForm } from './LoginForm';
import { followLoginRedirect } from './login-redirect';

/** The login service of the page's form; component tests provide a fake. */
export const LoginClientContext = createContext<LoginClient>(loginClient);

const goOnAfterLogin = () => followLoginRedirect('login');

/** The login page's form (spec §2.2); what the page does on load is login-page-load.ts. */
export function LoginIsland() {
  return <LoginForm client={useContext(LoginClientContext)} onLoggedIn={goOnAfterLogin} />;
}
