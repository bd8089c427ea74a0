import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInCountry } from '../../test/render';
import { ExpansionPanelGroup, type ExpansionPanel, type ExpansionPanelGroupProps } from './ExpansionPanelGroup';

const coffee: ExpansionPanel = { id: 'coffee', title: 'Kaffee', content: 'Bohnen und Kapseln' };
const fashion: ExpansionPanel = { id: 'fashion', title: 'Mode', content: 'Jacken und Schuhe' };
const home: ExpansionPanel = { id: 'home', title: 'Wohnen', content: 'Lampen und Teppiche' };

function renderGroup(props: Partial<ExpansionPanelGroupProps> = {}) {
  renderInCountry('DE', <ExpansionPanelGroup panels={[coffee, fashion, home]} {...props} />);
  return userEvent.setup();
}

const header = (name: string) => screen.getByRole('button', { name });

/** The titles of the panels whose headers say they are expanded. */
const openTitles = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);

describe('ExpansionPanelGroup', () => {
  it('starts with every panel closed', () => {
    renderGroup();

    expect(openTitles()).toEqual([]);
  });

  it('keeps its chevrons, which only draw the state aria-expanded says, from screen readers', () => {
    renderGroup();

    for (const icon of document.querySelectorAll('button svg')) expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the content of an opened panel as a region named by its header', async () => {
    const user = renderGroup();

    await user.click(header('Kaffee'));

    expect(screen.getByRole('region', { name: 'Kaffee' })).toHaveTextContent('Bohnen und Kapseln');
    expect(screen.queryByRole('region', { name: 'Mode' })).not.toBeInTheDocument();
  });

  it('opens one panel at a time by default', async () => {
    const user = renderGroup();

    await user.click(header('Kaffee'));
    await user.click(header('Mode'));

    expect(openTitles()).toEqual(['Mode']);
  });

  it('keeps the open panel open when its header is clicked again', async () => {
    const user = renderGroup({ defaultValue: ['coffee'] });

    await user.click(header('Kaffee'));

    expect(openTitles()).toEqual(['Kaffee']);
  });

  it('closes the open panel on a click when the group allows it', async () => {
    const user = renderGroup({ defaultValue: ['coffee'], allowCloseOpenPanel: true });

    await user.click(header('Kaffee'));

    expect(openTitles()).toEqual([]);
  });

  it('opens and closes panels independently when multiple', async () => {
    const user = renderGroup({ multiple: true });

    await user.click(header('Kaffee'));
    await user.click(header('Wohnen'));
    expect(openTitles()).toEqual(['Kaffee', 'Wohnen']);

    await user.click(header('Kaffee'));
    expect(openTitles()).toEqual(['Wohnen']);
  });

  it('keeps a locked panel as it is, without showing it disabled', async () => {
    const user = renderGroup({ panels: [{ ...coffee, locked: true }, { ...fashion, locked: true }], defaultValue: ['fashion'], multiple: true });

    await user.click(header('Kaffee'));
    await user.click(header('Mode'));

    expect(openTitles()).toEqual(['Mode']);
    expect(header('Kaffee')).toBeEnabled();
    expect(header('Kaffee')).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens no other panel while a locked one is open, since single-select would close it', async () => {
    const user = renderGroup({ panels: [{ ...coffee, locked: true }, fashion], defaultValue: ['coffee'] });

    await user.click(header('Mode'));

    expect(openTitles()).toEqual(['Kaffee']);
  });

  it('shows a disabled panel disabled and does not toggle it', async () => {
    const user = renderGroup({ panels: [coffee, { ...fashion, disabled: true }] });

    await user.click(header('Mode'));

    expect(header('Mode')).toBeDisabled();
    expect(openTitles()).toEqual([]);
  });

  it('toggles with Enter and Space, and moves between headers with the arrow keys, Home and End', async () => {
    const user = renderGroup({ allowCloseOpenPanel: true });

    await user.tab();
    await user.keyboard('{Enter}');
    expect(openTitles()).toEqual(['Kaffee']);

    await user.keyboard('{ArrowDown}');
    expect(header('Mode')).toHaveFocus();
    await user.keyboard(' ');
    expect(openTitles()).toEqual(['Mode']);
    await user.keyboard(' ');
    expect(openTitles()).toEqual([]);

    await user.keyboard('{ArrowUp}');
    expect(header('Kaffee')).toHaveFocus();
    await user.keyboard('{End}');
    expect(header('Wohnen')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(header('Kaffee')).toHaveFocus();
  });

  it('skips disabled headers with the arrow keys', async () => {
    const user = renderGroup({ panels: [coffee, { ...fashion, disabled: true }, home] });

    await user.tab();
    await user.keyboard('{ArrowDown}');

    expect(header('Wohnen')).toHaveFocus();
  });

  it('reports clicks and shows only what it is given when controlled', async () => {
    const onChange = vi.fn();
    const user = renderGroup({ value: ['coffee'], onChange });

    await user.click(header('Mode'));

    expect(onChange).toHaveBeenCalledWith(['fashion']);
    expect(openTitles()).toEqual(['Kaffee']);
  });

  it('wraps each header in a heading of the given level', () => {
    renderGroup({ order: 3 });

    expect(screen.getByRole('heading', { level: 3, name: 'Wohnen' })).toContainElement(header('Wohnen'));
  });
});
