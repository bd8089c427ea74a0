import { routes } from '../app/routes';
import { PageHead } from '../app/PageHead';
import { useCountry } from '../config/CountryContext';
import { pageAddress } from '../config/shop-address';
import { useI18n } from '../i18n/useI18n';

/** Screens up to 640px get the mobile login page (spec §2.2). */
export const MOBILE_LOGIN_MEDIA = 'only screen and (max-width: 640px)';

/**
 * The login pages' head (spec §2.2): title and description, /login as the canonical address of
 * both variants, /m/login as the small screens' alternate, and the two apps as app-link alternates.
 * Search engines want absolute addresses here, so they are made from the country's shop address.
 */
export function LoginHead() {
  const { LL } = useI18n();
  const country = useCountry();
  const address = (path: string) => pageAddress(country.shop.url, path);
  const login = new URL(address(routes.login));
  // The apps' deep-link form: the page's scheme, host and path, e.g. https/www.shop.example.de/login.
  const appPath = `${login.protocol.slice(0, -1)}/${login.host}${login.pathname}`;
  return (
    <>
      <PageHead title={LL.login.metaTitle()} description={LL.login.metaDescription()} />
      <link rel="canonical" href={address(routes.login)} />
      <link rel="alternate" media={MOBILE_LOGIN_MEDIA} href={address(routes.mobileLogin)} />
      {country.mobileApps && (
        <>
          <link rel="alternate" href={`android-app://${country.mobileApps.android}/${appPath}`} />
          <link rel="alternate" href={`ios-app://${country.mobileApps.ios}/${appPath}`} />
        </>
      )}
    </>
  );
}
