import { confirmLink } from '../newsletter/live/confirm-link.ts';
import { startPage } from './start-page.ts';

startPage(
  import.meta.env.DEV && (() => import('./NewsletterConfirmationPage.tsx').then(({ NewsletterConfirmationPage }) => NewsletterConfirmationPage)),
  () => void confirmLink(),
);
