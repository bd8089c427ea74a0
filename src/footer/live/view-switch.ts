import { isFooterView } from '../footer-view';
import { rememberedView, rememberView } from './view-memory';

const visitStorage = () => window.sessionStorage;

/**
 * The view switch: the footer takes the view a shopper chose (CSS in ViewByScreen.module.css),
 * whatever the screen's width, and keyboard focus moves to the switch that now offers the way back.
 * A choice made earlier in the visit applies at once: the footer sits below the fold, so it
 * changes before the shopper scrolls to it, and focus stays where the page put it.
 */
export function wireViewSwitch(footer: HTMLElement, storage: () => Storage = visitStorage): void {
  const chosen = rememberedView(storage);
  if (chosen) footer.dataset.view = chosen;
  footer.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-footer-view-switch]');
    const view = button?.dataset.footerViewSwitch;
    if (!isFooterView(view)) return;
    footer.dataset.view = view;
    rememberView(view, storage);
    const wayBack = [...footer.querySelectorAll<HTMLElement>('[data-footer-view-switch]')].find((other) => other.dataset.footerViewSwitch !== view);
    wayBack?.focus();
  });
}
