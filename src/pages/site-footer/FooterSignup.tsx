import { Island } from '../../islands/Island';
import { FooterSignupIsland } from '../../newsletter/signup-islands';

/** The footer's newsletter sign-up, an island, for SiteFooter's `signup`: the home page's and the footer embed's. */
export function FooterSignup() {
  return <Island name="footer-signup" component={FooterSignupIsland} />;
}
