import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInCountry } from '../test/render';
import { Icon } from './Icon';
import { Logo } from './Logo';

describe('Logo', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a known logo from the shipped images, lazily and at a reserved size', () => {
    renderInCountry('DE', <Logo name="hepsijet" label="HepsiJET" width={90} height={30} />);

    const image = screen.getByRole('img', { name: 'HepsiJET' });
    expect(image).toHaveAttribute('src', '/service/footer-images/logos/hepsijet.svg');
    expect(image).toHaveAttribute('width', '90');
    expect(image).toHaveAttribute('height', '30');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it("comes from the shop's own address in a shop under a path", () => {
    renderInCountry('CH_FR', <Logo name="visa" label="Visa" />);

    expect(screen.getByRole('img', { name: 'Visa' })).toHaveAttribute('src', '/fr/service/footer-images/logos/visa.svg');
  });

  it('logs an error naming an unknown logo and renders nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    renderInCountry('DE', <Logo name="bitcoin" label="Bitcoin" />);

    expect(screen.queryByRole('img')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"bitcoin"'));
  });

  it('does not take a path for a name', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    renderInCountry('DE', <Logo name="../icons/visa" label="Visa" />);

    expect(screen.queryByRole('img')).toBeNull();
    expect(error).toHaveBeenCalled();
  });
});

describe('Icon', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is decorative unless given a label', () => {
    const { container } = renderInCountry('DE', <Icon name="instagram" />);

    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/service/footer-images/icons/instagram.svg');
    expect(image).toHaveAttribute('alt', '');
  });

  it('logs an error naming an unknown icon and renders nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    renderInCountry('DE', <Icon name="myspace" />);

    expect(screen.queryByRole('img')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"myspace"'));
  });
});
