import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface GallerySectionProps {
  title: string;
  /** What a designer or QA should look for. */
  description?: string;
  children: ReactNode;
}

export function GallerySection({ title, description, children }: GallerySectionProps) {
  return (
    <Stack component="section" gap="sm" mt="xl" aria-label={title}>
      <Title order={2}>{title}</Title>
      {description && <Text c="dimmed">{description}</Text>}
      {children}
    </Stack>
  );
}
