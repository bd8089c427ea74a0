import { GalleryPage } from './gallery/GalleryPage.tsx';
import { mountPage } from './mount.tsx';

mountPage(GalleryPage);
