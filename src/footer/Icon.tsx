import { useShopLink } from '../config/use-shop-link';
import { iconSrc } from './footer-images';
import { isIconName } from './logo-names';

export interface IconProps {
  /** One of ICON_NAMES; anything else renders nothing and logs an error */
  name: string;
  /** Alt text; leave it empty when the surrounding link or heading already names the icon @default '' */
  label?: string;
  /** Width in px, and height unless `height` is given @default 24 */
  size?: number;
  /** Height in px, for icons that are not square (app store badges) @default size */
  height?: number;
  className?: string;
}

/** A social, app or service-group icon. Decorative by default: its link carries the name. */
export function Icon({ name, label = '', size = 24, height = size, className }: IconProps) {
  const shopLink = useShopLink();
  if (!isIconName(name)) {
    console.error(`Footer icon "${name}" is not one of the known icons; it is not shown.`);
    return null;
  }
  return <img className={className} src={shopLink(iconSrc(name))} alt={label} width={size} height={height} loading="lazy" decoding="async" />;
}
