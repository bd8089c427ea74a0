import { LoginPage } from './LoginPage';

/** The login page for screens up to 640px, served at /m/login. */
export function MobileLoginPage() {
  return <LoginPage compact />;
}
