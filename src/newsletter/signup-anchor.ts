/**
 * The id of the sign-up's section, for a skip link to it. A module of its own: the page that links
 * there must not pull in the sign-up's code, which loads later, with the footer.
 */
export const SIGNUP_SECTION_ID = 'newsletter-signup';
