import { NewsletterConfirmationPage } from './NewsletterConfirmationPage.tsx';
import { mountPage } from './mount.tsx';

mountPage(<NewsletterConfirmationPage />);
