import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInCountry } from '../test/render';
import { dictionaries } from '../test/storefront';
import { PreviewSlot } from './PreviewSlot';
import { STAFF_MARKER_COOKIE } from './staff-marker';
import { fakePreviewClient } from './test/fake-preview-client';

const copy = dictionaries['de-DE']!.preview;

afterEach(() => {
  document.cookie = `${STAFF_MARKER_COOKIE}=; max-age=0`;
});

describe('PreviewSlot', () => {
  it('does not even ask checkauth for a shopper without the staff marker', async () => {
    const client = fakePreviewClient();
    renderInCountry('DE', <PreviewSlot client={client} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.checkAuth).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows nothing when checkauth does not return SUCCESS', async () => {
    document.cookie = `${STAFF_MARKER_COOKIE}=1`;
    const client = fakePreviewClient({ state: undefined });
    renderInCountry('DE', <PreviewSlot client={client} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.checkAuth).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('loads the panel for staff whose checkauth returns SUCCESS', async () => {
    document.cookie = `${STAFF_MARKER_COOKIE}=1`;
    renderInCountry('DE', <PreviewSlot client={fakePreviewClient()} />);
    expect(await screen.findByRole('button', { name: copy.toggle })).toBeInTheDocument();
  });
});
