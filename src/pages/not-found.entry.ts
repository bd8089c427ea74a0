import { startPage } from './start-page.ts';

startPage(import.meta.env.DEV && (() => import('./NotFoundPage.tsx').then(({ NotFoundPage }) => NotFoundPage)));
