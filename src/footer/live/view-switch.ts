import type { FooterView } from '../footer-view';

/**
 * The view switch: the footer takes the view a shopper chose (CSS in ViewByScreen.module.css),
 * whatever the screen's width, and keyboard focus moves to the switch that now offers the way back.
 */
export function wireViewSwitch(footer: HTMLElement): void {
  footer.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-footer-view-switch]');
    if (!button) return;
    const view = button.dataset.footerViewSwitch as FooterView;
    footer.dataset.view = view;
    const wayBack = [...footer.querySelectorAll<HTMLElement>('[data-footer-view-switch]')].find((other) => other.dataset.footerViewSwitch !== view);
    wayBack?.focus();
  });
}
