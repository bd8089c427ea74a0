export { ExpansionPanelGroup, type ExpansionPanel, type ExpansionPanelGroupProps } from './ExpansionPanelGroup';
export { nextOpenPanels, type PanelRules } from './nextOpenPanels';
