import type { ViewChanger } from '../config/country.generated';
import { Button } from '../widgets/Button';
import type { FooterView } from './footer-view';

export interface ViewSwitcherProps {
  /** The view the footer shows now */
  view: FooterView;
  /** The two button texts from the data */
  viewChanger: ViewChanger;
  /** Called with the other view when the button is pressed */
  onViewChange: (view: FooterView) => void;
}

/** The mobile/desktop switch: it offers the view the visitor is not in. */
export function ViewSwitcher({ view, viewChanger, onViewChange }: ViewSwitcherProps) {
  const next: FooterView = view === 'classic' ? 'mobile' : 'classic';
  return (
    <Button variant="outline" size="sm" onClick={() => onViewChange(next)}>
      {view === 'classic' ? viewChanger.toMobile : viewChanger.toDesktop}
    </Button>
  );
}
