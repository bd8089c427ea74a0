import type { ServiceGroups as ServiceGroupsData } from '../config/country.generated';
import type { FooterView } from './footer-view';
import { keyedEntries } from './keyed-entries';
import { ServiceAccordion } from './ServiceAccordion';
import { ServiceColumns } from './ServiceColumns';
import { ViewByScreen } from './ViewByScreen';

export interface ServiceGroupsProps {
  /** The groups keyed by kind, shown in data order */
  groups: ServiceGroupsData;
  /** Accordion for 'mobile', columns for 'classic' @default by screen width */
  view?: FooterView;
  /** Leaves out the groups marked hideGroupInCheckout @default false */
  checkout?: boolean;
}

/** The teaser link groups (spec §2.3), in the layout of the view. */
export function ServiceGroups({ groups, view, checkout = false }: ServiceGroupsProps) {
  const shown = keyedEntries(groups).filter(([, group]) => !checkout || !group.hideGroupInCheckout);
  if (shown.length === 0) return null;
  const layout = (shownView: FooterView) =>
    shownView === 'mobile' ? <ServiceAccordion groups={shown} /> : <ServiceColumns groups={shown} />;
  return <ViewByScreen view={view} render={layout} />;
}
