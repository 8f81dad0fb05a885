import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { QrCodeDialog } from './qr-code-dialog';

const URL_OF_MENU = 'http://trattoria.localhost/menu/pranzo-abc123';

function renderDialog(active = true) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <QrCodeDialog
        url={URL_OF_MENU}
        restaurantName="Trattoria Demo"
        menuName="Pranzo di lavoro"
        active={active}
        onClose={() => {}}
      />
    </QueryClientProvider>,
  );
}

beforeAll(() => initTestI18n('it'));
afterEach(() => vi.restoreAllMocks());

describe('the QR code dialog', () => {
  it('draws the QR code of the public link and offers to copy the link', async () => {
    renderDialog();
    const image = await screen.findByRole('img', { name: 'QR code del menù Pranzo di lavoro' });
    expect(decodeURIComponent(image.getAttribute('src')!)).toMatch(/^data:image\/svg\+xml.*<svg/);
    expect(screen.getByLabelText('Link pubblico del menù')).toHaveProperty('value', URL_OF_MENU);
    expect(screen.getByRole('button', { name: 'Copia il link' })).toBeTruthy();
    expect(screen.queryByText(/non è attivo/)).toBeNull();
  });

  it('downloads the SVG in a file named after the restaurant and the menu', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL ??= () => '';
    URL.revokeObjectURL ??= () => {};
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:qr');
    renderDialog();
    await screen.findByRole('img', { name: /QR code/ });

    await userEvent.click(screen.getByRole('button', { name: 'Scarica SVG' }));

    expect(saved).toEqual(['trattoria-demo-pranzo-di-lavoro-qr.svg']);
  });

  it('warns that an inactive menu’s code leads nowhere yet', async () => {
    renderDialog(false);
    expect(await screen.findByText(/Il menù non è attivo/)).toBeTruthy();
  });
});
