import type { ViewChanger } from '../config/country.generated';
import { Button } from '../widgets/Button';
import type { FooterView } from './footer-view';
import { ViewByScreen } from './ViewByScreen';

export interface ViewSwitcherProps {
  /** The view the footer shows now @default by screen width */
  view?: FooterView;
  /** The two button texts from the data */
  viewChanger: ViewChanger;
}

/** The mobile/desktop switch: it offers the view the visitor is not in; enhance-footer.ts switches. */
export function ViewSwitcher({ view, viewChanger }: ViewSwitcherProps) {
  const offer = (shownView: FooterView) => {
    const offered: FooterView = shownView === 'classic' ? 'mobile' : 'classic';
    return (
      <Button variant="outline" size="sm" data-footer-view-switch={offered}>
        {offered === 'mobile' ? viewChanger.toMobile : viewChanger.toDesktop}
      </Button>
    );
  };
  return <ViewByScreen view={view} render={offer} />;
}
