import { useId } from 'react';
import type { ServiceGroups } from '../config/country.generated';
import { Icon } from './Icon';
import type { KeyedEntry } from './keyed-entries';
import { ServiceGroupContent } from './ServiceGroupContent';
import classes from './ServiceGroups.module.css';

export interface ServiceAccordionProps {
  groups: readonly KeyedEntry<ServiceGroups>[];
}

/**
 * The phone layout: one disclosure per group, which the browser opens and closes without a
 * script. Sharing a name, one is open at a time, and the open one closes on a second tap so the
 * footer can be folded away again. The summary cannot hold the heading's link as well; the
 * overview link inside the panel leads to the same place.
 */
export function ServiceAccordion({ groups }: ServiceAccordionProps) {
  const accordion = useId();
  return (
    <div className={classes.accordion}>
      {groups.map(([kind, group]) => (
        <details key={kind} name={accordion} className={classes.panel}>
          <summary className={classes.summary}>
            <h3 className={classes.title}>
              <Icon name={group.heading.iconName} />
              {group.heading.link.text}
            </h3>
          </summary>
          <div className={classes.panelContent}>
            <ServiceGroupContent group={group} view="mobile" />
          </div>
        </details>
      ))}
    </div>
  );
}
