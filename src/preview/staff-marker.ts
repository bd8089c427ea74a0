/** Set beside the HttpOnly staff and cobra cookies; lets ordinary shoppers skip the checkauth call and the panel's code. */
export const STAFF_MARKER_COOKIE = 'previewStaff';
