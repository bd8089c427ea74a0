import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Spoiler.css';
import { Spoiler } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/useI18n';

export interface TextSliderProps {
  /** The text; collapsed, only its first `maxHeight` pixels show */
  children: ReactNode;
  /** Height in px of the collapsed text; shorter text gets no toggle at all @default 100 */
  maxHeight?: number;
  /** Label of the toggle while collapsed @default LL.widgets.textSlider.showMore(), 'Mehr anzeigen' */
  showMoreLabel?: ReactNode;
  /** Label of the toggle while expanded @default LL.widgets.textSlider.showLess(), 'Weniger anzeigen' */
  showLessLabel?: ReactNode;
  /** Expanded at first, uncontrolled @default false */
  defaultExpanded?: boolean;
  /** Expanded, controlled */
  expanded?: boolean;
  /** Called with the new state when the toggle is used */
  onExpandedChange?: (expanded: boolean) => void;
}

/**
 * Long text cut to a few lines, with a button to show all of it and to collapse it again.
 * Mantine's Spoiler does the work: its toggle carries aria-expanded and aria-controls, and the
 * collapsed text is only clipped, so a screen reader still reaches all of it.
 */
export function TextSlider({ children, maxHeight = 100, showMoreLabel, showLessLabel, ...expansion }: TextSliderProps) {
  const { LL } = useI18n();

  return (
    <Spoiler
      maxHeight={maxHeight}
      showLabel={showMoreLabel ?? LL.widgets.textSlider.showMore()}
      hideLabel={showLessLabel ?? LL.widgets.textSlider.showLess()}
      {...expansion}
    >
      {children}
    </Spoiler>
  );
}
