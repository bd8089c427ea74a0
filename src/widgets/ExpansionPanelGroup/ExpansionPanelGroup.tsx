import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Accordion, AccordionChevron, type AccordionHeadingOrder } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import type { ReactNode } from 'react';
import classes from './ExpansionPanelGroup.module.css';
import { nextOpenPanels } from './nextOpenPanels';

export interface ExpansionPanel {
  /** Unique within the group; what `value` and `onChange` speak of */
  id: string;
  /** Header text, also the label of the toggle button */
  title: ReactNode;
  /** What the panel shows when open */
  content: ReactNode;
  /** Keeps the panel in its current state, without looking disabled @default false */
  locked?: boolean;
  /** Keeps the panel in its current state and shows it disabled @default false */
  disabled?: boolean;
}

export interface ExpansionPanelGroupProps {
  /** The panels, in order */
  panels: readonly ExpansionPanel[];
  /** Lets several panels be open at once @default false */
  multiple?: boolean;
  /** In single-select, lets a click on the open panel close it @default false */
  allowCloseOpenPanel?: boolean;
  /** Ids of the open panels, controlled */
  value?: readonly string[];
  /** Ids of the panels open at first, uncontrolled @default [] */
  defaultValue?: readonly string[];
  /** Called with the ids of the open panels when a click changes them */
  onChange?: (openIds: readonly string[]) => void;
  /** Heading level (2–6) that wraps each header, for the page outline @default none */
  order?: AccordionHeadingOrder;
}

/** Panels that expand and collapse under their headers, one at a time unless `multiple`. */
export function ExpansionPanelGroup({
  panels,
  multiple = false,
  allowCloseOpenPanel = false,
  value,
  defaultValue,
  onChange,
  order,
}: ExpansionPanelGroupProps) {
  const [open, setOpen] = useUncontrolled<readonly string[]>({ value, defaultValue, finalValue: [], onChange });
  const fixed = new Set(panels.filter((panel) => panel.locked || panel.disabled).map((panel) => panel.id));

  const toggle = (id: string) => {
    const next = nextOpenPanels(open, id, { multiple, allowCloseOpenPanel, fixed });
    if (next !== open) setOpen(next);
  };

  return (
    // Mantine's multiple mode only shows `open`; nextOpenPanels alone decides what a click does.
    // The chevron only draws what aria-expanded says: screen readers skip it.
    <Accordion multiple value={[...open]} order={order} chevron={<AccordionChevron aria-hidden="true" />}>
      {panels.map((panel) => (
        <Accordion.Item key={panel.id} value={panel.id}>
          <Accordion.Control
            onClick={() => toggle(panel.id)}
            disabled={panel.disabled}
            aria-disabled={panel.locked || undefined}
            className={panel.locked ? classes.locked : undefined}
          >
            {panel.title}
          </Accordion.Control>
          <Accordion.Panel>{panel.content}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
