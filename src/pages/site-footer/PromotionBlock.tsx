import { Anchor, Paper, Text } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import type { PromotionContent } from '../../config/seed.generated';
import { useShopLink } from '../../config/use-shop-link';

/** The footer promotion, rendered as text: its content comes from a service, never as HTML. */
export function PromotionBlock({ content }: { content: PromotionContent }) {
  const shopLink = useShopLink();
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={700}>{content.headline}</Text>
      <Text size="sm">{content.text}</Text>
      {content.link && (
        <Anchor href={shopLink(content.link.url)} size="sm" underline="always">
          {content.link.text}
        </Anchor>
      )}
    </Paper>
  );
}
