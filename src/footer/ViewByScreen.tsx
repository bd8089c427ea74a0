import type { ReactNode } from 'react';
import type { FooterView } from './footer-view';
import classes from './ViewByScreen.module.css';

export interface ViewByScreenProps {
  /** The markup of one view */
  render: (view: FooterView) => ReactNode;
}

/**
 * Both views' markup, each shown by CSS on its own screens. The prerendered page cannot know the
 * screen, and switching views once a script has measured it would move the page under the reader.
 */
export function ViewByScreen({ render }: ViewByScreenProps) {
  return (
    <>
      <div className={classes.phone}>{render('mobile')}</div>
      <div className={classes.desktop}>{render('classic')}</div>
    </>
  );
}
