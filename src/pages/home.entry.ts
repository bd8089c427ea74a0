import { startPage } from './start-page.ts';

startPage(import.meta.env.DEV && (() => import('./HomePage.tsx').then(({ HomePage }) => HomePage)));
