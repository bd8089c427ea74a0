import type { ServiceGroups } from '../config/country.generated';
import { ExpansionPanelGroup } from '../widgets/ExpansionPanelGroup';
import { Icon } from './Icon';
import type { KeyedEntry } from './keyed-entries';
import { ServiceGroupContent } from './ServiceGroupContent';
import classes from './ServiceGroups.module.css';

export interface ServiceAccordionProps {
  groups: readonly KeyedEntry<ServiceGroups>[];
}

/**
 * The phone layout: one panel per group, one open at a time, and the open one closes on a second
 * tap so the footer can be folded away again. The header is a button, so it cannot hold the
 * heading's link as well; the overview link inside the panel leads to the same place.
 */
export function ServiceAccordion({ groups }: ServiceAccordionProps) {
  const panels = groups.map(([kind, group], index) => ({
    id: `${kind}-${index}`,
    title: (
      <span className={classes.title}>
        <Icon name={group.heading.iconName} />
        {group.heading.link.text}
      </span>
    ),
    content: <ServiceGroupContent group={group} view="mobile" />,
  }));
  return <ExpansionPanelGroup panels={panels} allowCloseOpenPanel order={3} />;
}
