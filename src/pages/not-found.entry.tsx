import { NotFoundPage } from './NotFoundPage.tsx';
import { mountPage } from './mount.tsx';

mountPage(<NotFoundPage />);
