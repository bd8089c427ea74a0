import type { CountryCode } from '../config/country.generated';
import { useCountry } from '../config/CountryContext';
import { usePagePath } from '../config/PagePathContext';
import { pageAddressIn, type ShopEntry } from '../config/shop-entry';
import { useShopLink } from '../config/use-shop-link';
import classes from './CountrySwitcher.module.css';
import { flagSrc } from './footer-images';

export interface CountrySwitcherProps {
  /** Every country's shop, in display order (countries/order.txt) */
  shops: readonly ShopEntry[];
  /** The country marked selected @default useCountry().code */
  current?: CountryCode;
  /** Names the navigation landmark @default none */
  label?: string;
}

/**
 * The country selector (spec §2.4): plain links, so choosing one is an ordinary navigation that
 * works before the script loads. Each leads to this page in that shop, or to its home page when
 * the page is country-specific and that shop has none. Hidden by CSS below the tablet breakpoint,
 * and taken out for tablet and phone device classes once the page knows the device (enhance-footer.ts).
 */
export function CountrySwitcher({ shops, current, label }: CountrySwitcherProps) {
  const country = useCountry();
  const selected = current ?? country.code;
  const path = usePagePath();
  const shopLink = useShopLink();
  return (
    <nav className={classes.switcher} aria-label={label} data-country-switcher="">
      <ul className={classes.list} role="list">
        {shops.map((shop) => (
          <li key={shop.code}>
            {/* Same tab: choosing a country replaces this shop with that one (spec §2.4). */}
            {/* Each shop is named in its own language; lang lets screen readers pronounce "Magyarország" as Hungarian. */}
            <a
              className={classes.entry}
              href={pageAddressIn(shop, path)}
              lang={shop.locale}
              aria-current={shop.code === selected ? 'page' : undefined}
            >
              {/* Decorative: the label beside it already names the country, so the link is named once. */}
              <img className={classes.flag} src={shopLink(flagSrc(shop.flag))} alt="" width={24} height={16} loading="lazy" decoding="async" />
              <span>{shop.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
