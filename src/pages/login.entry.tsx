import { LoginPage } from './LoginPage.tsx';
import { mountPage } from './mount.tsx';

mountPage(<LoginPage />);
