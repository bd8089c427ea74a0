import { Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Button } from '../../widgets/Button';
import { Notice } from '../../widgets/Notice';
import type { NoticeVariant } from '../../widgets/Notice';
import { GallerySection } from './GallerySection';

const VARIANTS: NoticeVariant[] = ['info', 'success', 'error', 'warning'];

export function ButtonsSection() {
  const [clicks, setClicks] = useState(0);
  return (
    <GallerySection title="Buttons" description="Medium by default; a loading button shows progress and ignores clicks.">
      <Group>
        <Button onClick={() => setClicks((count) => count + 1)}>Clicked {clicks} times</Button>
        <Button loading onClick={() => setClicks((count) => count + 1)}>
          Loading
        </Button>
        <Button variant="outline">Outline</Button>
      </Group>
    </GallerySection>
  );
}

export function NoticesSection() {
  const [closed, setClosed] = useState(false);
  return (
    <GallerySection title="Notices" description="Info and success are announced politely, warning and error at once.">
      <Stack>
        {VARIANTS.map((variant) => (
          <Notice key={variant} variant={variant} title={`Notice: ${variant}`}>
            The message of the {variant} notice.
          </Notice>
        ))}
        {!closed && (
          <Notice variant="info" title="A notice that can be closed" onClose={() => setClosed(true)}>
            Its close button is labelled in the page&apos;s language.
          </Notice>
        )}
      </Stack>
    </GallerySection>
  );
}
