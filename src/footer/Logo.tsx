import { isLogoName } from './logo-names';
import { useShopLink } from '../config/use-shop-link';
import { logoSrc } from './footer-images';

export interface LogoProps {
  /** One of LOGO_NAMES; anything else renders nothing and logs an error */
  name: string;
  /** Alt text: what the logo stands for */
  label: string;
  /** Width in px, reserved before the image loads @default 64 */
  width?: number;
  /** Height in px @default 40 */
  height?: number;
  className?: string;
}

/**
 * One of the fixed partner, payment, carrier and certification logos (spec §3). `name` is a
 * string, not LogoName, because data can reach the page without the build's check (previews,
 * stale bundles): an unknown name is logged and skipped rather than shown as a broken image.
 */
export function Logo({ name, label, width = 64, height = 40, className }: LogoProps) {
  const shopLink = useShopLink();
  if (!isLogoName(name)) {
    console.error(`Footer logo "${name}" is not one of the known logos; it is not shown.`);
    return null;
  }
  return <img className={className} src={shopLink(logoSrc(name))} alt={label} width={width} height={height} loading="lazy" decoding="async" />;
}
