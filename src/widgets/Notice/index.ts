export { Notice, type NoticeProps } from './Notice';
export type { NoticeVariant } from './noticeVariants';
export { useRevealInView } from './useRevealInView';
