import { Text } from '@mantine/core';
import { ExpansionPanelGroup, type ExpansionPanel } from '../../widgets/ExpansionPanelGroup';
import { TextSlider } from '../../widgets/TextSlider';
import { GallerySection } from './GallerySection';

const PANELS: ExpansionPanel[] = [
  { id: 'delivery', title: 'Delivery', content: 'Dispatched within one to two working days.' },
  { id: 'returns', title: 'Returns', content: 'Return anything within 30 days.' },
  { id: 'locked', title: 'Locked panel', content: 'A locked panel keeps its state.', locked: true },
  { id: 'disabled', title: 'Disabled panel', content: 'Never shown.', disabled: true },
];

const LONG_TEXT =
  'Our coffee is roasted in small batches and packed on the day it is roasted. Every week a new roast joins the range, from mild breakfast blends to dark espresso. Beans come from farms we know by name, and we pay them more than the market does. Grind it fresh, store it cool and dry, and drink it within a month of opening for the best taste.';

export function ExpansionPanelsSection() {
  return (
    <GallerySection title="Expansion panels" description="Single-select (the open panel stays open), single-select that allows closing, and multi-select.">
      <Text fw={700}>Single-select</Text>
      <ExpansionPanelGroup panels={PANELS} defaultValue={['delivery']} order={3} />
      <Text fw={700}>Single-select, the open panel may be closed</Text>
      <ExpansionPanelGroup panels={PANELS.slice(0, 2)} allowCloseOpenPanel order={3} />
      <Text fw={700}>Multi-select</Text>
      <ExpansionPanelGroup panels={PANELS.slice(0, 2)} multiple order={3} />
    </GallerySection>
  );
}

export function TextSliderSection() {
  return (
    <GallerySection title="Text slider" description="Collapsed until the translated toggle expands it.">
      <TextSlider maxHeight={48}>
        <Text>{LONG_TEXT}</Text>
      </TextSlider>
    </GallerySection>
  );
}
