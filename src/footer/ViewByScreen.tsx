import type { ReactNode } from 'react';
import type { FooterView } from './footer-view';
import classes from './ViewByScreen.module.css';

export interface ViewByScreenProps {
  /** The view the visitor chose, rendered alone @default none: both views, by screen width */
  view?: FooterView;
  /** The markup of one view */
  render: (view: FooterView) => ReactNode;
}

/**
 * The chosen view, or without a choice both views' markup, each shown by CSS on its own screens
 * (the phone breakpoint of spec §9). The prerendered page cannot know the
 * screen, and switching views once a script has measured it would move the page under the reader.
 */
export function ViewByScreen({ view, render }: ViewByScreenProps) {
  if (view) return render(view);
  return (
    <>
      <div className={classes.phone}>{render('mobile')}</div>
      <div className={classes.desktop}>{render('classic')}</div>
    </>
  );
}
