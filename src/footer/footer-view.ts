/** How the footer lays out: 'mobile' for phones, 'classic' for the desktop layout. */
export type FooterView = 'mobile' | 'classic';
