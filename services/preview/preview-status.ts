export const PREVIEW_BASE = '/service/preview/api';

/** The preview service's answers carry a `status` the panel branches on (spec §3, §7). */
export type PreviewStatus = 'SUCCESS' | 'BAD_REQUEST' | 'UNAUTHORIZED' | 'INTERNAL_ERROR';

export const UNAUTHORIZED = { status: 'UNAUTHORIZED' } satisfies { status: PreviewStatus };
