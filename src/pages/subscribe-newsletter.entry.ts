import { startPage } from './start-page.ts';

startPage(import.meta.env.DEV && (() => import('./SubscribeNewsletterPage.tsx').then(({ SubscribeNewsletterPage }) => SubscribeNewsletterPage)));
