import { MobileLoginPage } from './MobileLoginPage.tsx';
import { mountPage } from './mount.tsx';

mountPage(<MobileLoginPage />);
