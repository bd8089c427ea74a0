import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDeviceClass } from './use-device-class';

const TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function DeviceClassReadout() {
  return <output>{useDeviceClass() ?? 'unknown'}</output>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useDeviceClass', () => {
  it('is unknown in server-rendered HTML, so the prerendered page does not depend on the device', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(TABLET);

    expect(renderToString(<DeviceClassReadout />)).toContain('unknown');
  });

  it('is the device’s class in the browser', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(TABLET);

    render(<DeviceClassReadout />);

    expect(screen.getByRole('status')).toHaveTextContent('TABLET');
  });
});
