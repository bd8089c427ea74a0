export interface PanelRules {
  /** Several panels may be open at once */
  multiple: boolean;
  /** In single-select, a click on the open panel closes it */
  allowCloseOpenPanel: boolean;
  /** Ids of the locked and disabled panels: they keep their state */
  fixed: ReadonlySet<string>;
}

/**
 * The open panels after a click on panel `id`, by spec §4: a fixed panel never toggles; in
 * single-select one panel is open at a time and the open one closes only if allowed. Opening a
 * panel in single-select would close the open one, so while a fixed panel is open no other opens.
 * Returns `open` itself when nothing changes.
 */
export function nextOpenPanels(open: readonly string[], id: string, rules: PanelRules): readonly string[] {
  if (rules.fixed.has(id)) return open;
  if (open.includes(id)) {
    const mayClose = rules.multiple || rules.allowCloseOpenPanel;
    return mayClose ? open.filter((openId) => openId !== id) : open;
  }
  if (rules.multiple) return [...open, id];
  return open.some((openId) => rules.fixed.has(openId)) ? open : [id];
}
