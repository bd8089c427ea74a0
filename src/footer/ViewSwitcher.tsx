import type { ViewChanger } from '../config/country.generated';
import { Button } from '../widgets/Button';
import type { FooterView } from './footer-view';
import { ViewByScreen } from './ViewByScreen';

export interface ViewSwitcherProps {
  /** The view the footer shows now @default by screen width */
  view?: FooterView;
  /** The two button texts from the data */
  viewChanger: ViewChanger;
  /** Called with the other view when the button is pressed */
  onViewChange: (view: FooterView) => void;
}

/** The mobile/desktop switch: it offers the view the visitor is not in. */
export function ViewSwitcher({ view, viewChanger, onViewChange }: ViewSwitcherProps) {
  const offer = (shownView: FooterView) => (
    <Button variant="outline" size="sm" onClick={() => onViewChange(shownView === 'classic' ? 'mobile' : 'classic')}>
      {shownView === 'classic' ? viewChanger.toMobile : viewChanger.toDesktop}
    </Button>
  );
  return <ViewByScreen view={view} render={offer} />;
}
