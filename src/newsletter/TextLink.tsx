import { Anchor, Text, type TextProps } from '@mantine/core';

export interface TextLinkProps extends TextProps {
  /** Text before the link, with its spacing. */
  before: string;
  link: string;
  href: string;
  after: string;
}

/** A sentence with one link inside, as the locales split it (before, link, after). */
export function TextLink({ before, link, href, after, ...others }: TextLinkProps) {
  return (
    <Text {...others}>
      {before}
      <Anchor href={href} inherit underline="always">
        {link}
      </Anchor>
      {after}
    </Text>
  );
}
