import { HomePage } from './HomePage.tsx';
import { mountPage } from './mount.tsx';

mountPage(<HomePage />);
