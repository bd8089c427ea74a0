import { useId } from 'react';
import type { ServiceGroups } from '../config/country.generated';
import { Icon } from './Icon';
import type { KeyedEntry } from './keyed-entries';
import { useLinkProps } from './link-props';
import { ServiceGroupContent } from './ServiceGroupContent';
import classes from './ServiceGroups.module.css';

export interface ServiceColumnsProps {
  groups: readonly KeyedEntry<ServiceGroups>[];
}

/** The desktop layout: every group open, four to a row from the phone breakpoint up. */
export function ServiceColumns({ groups }: ServiceColumnsProps) {
  const linkProps = useLinkProps();
  const idPrefix = useId();
  return (
    <div className={classes.columns}>
      {groups.map(([, group], index) => {
        const headingId = `${idPrefix}-${index}`;
        return (
          <section key={headingId} className={classes.column} aria-labelledby={headingId}>
            <h3 id={headingId} className={classes.heading}>
              <Icon name={group.heading.iconName} />
              <a className={classes.headingLink} {...linkProps(group.heading.link.url)}>
                {group.heading.link.text}
              </a>
            </h3>
            <ServiceGroupContent group={group} view="classic" />
          </section>
        );
      })}
    </div>
  );
}
