import type { NoticeVariant } from './noticeVariants';

// Outline icons on a 24px grid, drawn in the notice's colour (currentColor).
const PATHS: Record<NoticeVariant, string> = {
  info: 'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18zM12 8h.01M11 12h1v4h1',
  success: 'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18zM9 12l2 2l4-4',
  warning: 'M12 9v4M12 17h.01M10.363 3.591l-8.106 13.534a1.914 1.914 0 0 0 1.636 2.871h16.214a1.914 1.914 0 0 0 1.636-2.87L13.637 3.59a1.914 1.914 0 0 0-3.274 0z',
  error: 'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18zM10 10l4 4m0-4l-4 4',
};

/** The variant's icon. Decorative: the role and the text carry the meaning. */
export function NoticeIcon({ variant }: { variant: NoticeVariant }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={PATHS[variant]} />
    </svg>
  );
}
