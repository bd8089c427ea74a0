import { startLoginPage } from '../login/login-page-load.ts';
import { startPage } from './start-page.ts';

startPage(
  import.meta.env.DEV && (() => import('./LoginPage.tsx').then(({ LoginPage }) => LoginPage)),
  startLoginPage,
);
