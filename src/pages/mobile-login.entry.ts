import { startPage } from './start-page.ts';

startPage(import.meta.env.DEV && (() => import('./MobileLoginPage.tsx').then(({ MobileLoginPage }) => MobileLoginPage)));
