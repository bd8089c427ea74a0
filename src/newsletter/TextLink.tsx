import { Anchor, Text, type TextProps } from '@mantine/core';
import { memo } from 'react';
import { useShopLink } from '../config/use-shop-link';

export interface TextLinkProps extends TextProps {
  /** Text before the link, with its spacing. */
  before: string;
  link: string;
  /** A link from the country's data; the shop's own links are placed under its base path */
  href: string;
  after: string;
}

/** A sentence with one link inside, as the locales split it (before, link, after). */
export const TextLink = memo(function TextLink({ before, link, href, after, ...others }: TextLinkProps) {
  const shopLink = useShopLink();
  return (
    <Text {...others}>
      {before}
      <Anchor href={shopLink(href)} inherit underline="always">
        {link}
      </Anchor>
      {after}
    </Text>
  );
});
