// A stand-in for a shop's consent tool, served from the shop's own host as a real one would be:
// it asks on the first visit, keeps the visitor's choice, and reports it with the kit's window
// event (docs/analytics.md). Like some real tools, it reports a kept choice twice on each page.
(() => {
  const KEPT = 'stub-consent-tool.choice';
  const all = (state) => ({ ad_storage: state, ad_user_data: state, ad_personalization: state, analytics_storage: state });
  const report = (choice) => window.dispatchEvent(new CustomEvent('storefront:consent', { detail: choice }));

  function ask() {
    if (document.getElementById('stub-consent-panel')) return;
    const panel = document.createElement('div');
    panel.id = 'stub-consent-panel';
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Cookie settings');
    for (const [label, state] of [['Accept all', 'granted'], ['Reject all', 'denied']]) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.addEventListener('click', () => {
        localStorage.setItem(KEPT, state);
        panel.remove();
        report(all(state));
        report(all(state));
      });
      panel.append(button);
    }
    document.body.append(panel);
  }

  // Cancelling the event tells the footer that the tool opened its preferences, so the kit's own notice stays closed.
  window.addEventListener('storefront:open-consent-settings', (event) => {
    event.preventDefault();
    ask();
  });
  const kept = localStorage.getItem(KEPT);
  if (!kept) return ask();
  report(all(kept));
  report(all(kept));
})();
