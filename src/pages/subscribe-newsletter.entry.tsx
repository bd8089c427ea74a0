import { SubscribeNewsletterPage } from './SubscribeNewsletterPage.tsx';
import { mountPage } from './mount.tsx';

mountPage(<SubscribeNewsletterPage />);
