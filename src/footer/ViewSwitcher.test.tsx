import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInCountry } from '../test/render';
import { Footer } from './Footer';
import { footerFixture } from './test/footer-fixture';

describe('ViewSwitcher in the footer', () => {
  it('offers the mobile view in the classic view and reports the switch', async () => {
    const onViewChange = vi.fn();
    renderInCountry('DE', <Footer view="classic" footer={footerFixture} onViewChange={onViewChange} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Zur mobilen Ansicht' }));

    expect(onViewChange).toHaveBeenCalledWith('mobile');
    expect(screen.queryByRole('button', { name: 'Zur Desktop-Ansicht' })).not.toBeInTheDocument();
  });

  it('offers the desktop view in the mobile view and reports the switch', async () => {
    const onViewChange = vi.fn();
    renderInCountry('DE', <Footer view="mobile" footer={footerFixture} onViewChange={onViewChange} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Zur Desktop-Ansicht' }));

    expect(onViewChange).toHaveBeenCalledWith('classic');
  });
});
