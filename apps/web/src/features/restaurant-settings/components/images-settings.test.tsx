import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../shared/lib/api-client';
import { fakeCurrentUser, jsonResponse } from '../../../shared/session/session-fixtures';
import { useSessionStore } from '../../../shared/session/session-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { GlobalAlert } from '../../../shared/ui/global-alert';
import { initTestI18n } from '../../../test/test-i18n';
import { restaurantFixture } from '../testing/restaurant-fixture';
import ImagesSettings from './images-settings';

const user = userEvent.setup({ delay: null });
const fetchMock = vi.fn<typeof fetch>();
let saved: unknown[];

/** An XMLHttpRequest the test drives: progress, then the server's answer. */
class FakeUpload {
  static requests: FakeUpload[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  headers: Record<string, string> = {};
  url = '';
  body: unknown;
  status = 0;
  statusText = '';
  response: unknown = null;
  get responseText() {
    return JSON.stringify(this.response);
  }
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string | URL) {
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.requests.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.response = body;
    act(() => this.onload?.());
  }
}

const UPLOADED = '/media/trattoria-key/images/nuova_1600x900.webp';

beforeAll(() => initTestI18n('it'));
beforeEach(() => {
  saved = [];
  FakeUpload.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().setCurrentUser(fakeCurrentUser(Date.now() + 3_600_000));
  configureApiClient({ getToken: () => 'session-token', onUnauthorized: () => {} });
  fetchMock.mockImplementation(async (input, init) => {
    if (new URL(String(input)).pathname !== '/api/restaurant/1') {
      return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
    }
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      saved.push(body);
      return jsonResponse(200, restaurantFixture(body));
    }
    return jsonResponse(200, restaurantFixture());
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ currentUser: null });
  act(() => {
    useUiStore.getState().closeAlert();
    useUiStore.getState().closeConfirm();
  });
});

async function renderImages() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ImagesSettings restaurantId={1} />
        <ConfirmDialog />
        <GlobalAlert />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.findByRole('region', { name: 'Foto di copertina' });
}

function choose(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}
const jpeg = (name = 'sala.jpg') => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

describe('uploading the restaurant images', () => {
  it('shows the upload, then the web copies being made, then saves the new cover', async () => {
    const cover = await renderImages();
    choose('File per Foto di copertina', jpeg());
    const [request] = FakeUpload.requests;
    expect(request!.url).toMatch(/\/api\/restaurant\/1\/images\?area=images$/);
    expect(request!.headers).toMatchObject({
      'content-type': 'image/jpeg',
      authorization: 'Bearer session-token',
    });

    request!.progress(40, 100);
    expect(within(cover).getByRole('status').textContent).toBe('Caricamento… 40%');
    expect(within(cover).getByRole('button', { name: 'Sostituisci' })).toHaveProperty(
      'disabled',
      true,
    );
    request!.progress(100, 100);
    expect(within(cover).getByRole('status').textContent).toBe(
      'Preparazione delle versioni per il web…',
    );

    request!.answer(201, {
      id: 9,
      url: UPLOADED,
      width: 1600,
      height: 900,
      variants: [],
      blur_url: '',
    });
    await waitFor(() => expect(saved).toEqual([{ image_url: UPLOADED }]));
    expect(await screen.findByText('Immagine salvata: Foto di copertina')).toBeTruthy();
    const image = within(cover).getByRole('img', { name: 'Foto di copertina attuale' });
    expect(image.getAttribute('src')).toBe(UPLOADED);
    // The pipeline's copies and blur placeholder, as the site uses them.
    expect(image.getAttribute('srcset')).toContain('nuova_1600x900-640.webp 640w');
    expect(image.style.backgroundImage).toContain('nuova_1600x900-blur.webp');
    expect(within(cover).queryByRole('status')).toBeNull();
  });

  it('says why a file is refused: too large before sending, the wrong kind from the server', async () => {
    const logo = await renderImages().then(() => screen.getByRole('region', { name: 'Logo' }));
    const huge = jpeg('enorme.jpg');
    Object.defineProperty(huge, 'size', { value: 16 * 1024 * 1024 });
    choose('File per Logo', huge);
    expect(within(logo).getByRole('alert').textContent).toMatch(/L'immagine supera 15 MB/);
    expect(FakeUpload.requests).toHaveLength(0);

    choose('File per Logo', new File(['GIF89a'], 'menu.gif', { type: 'image/gif' }));
    FakeUpload.requests[0]!.answer(415, {
      detail: 'GIF images are not accepted: upload JPEG, PNG, WebP, AVIF or HEIF',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect((await within(logo).findByRole('alert')).textContent).toBe(
      '«menu.gif» non è in un formato accettato. Usa JPEG, PNG, WEBP, AVIF, HEIF.',
    );

    choose('File per Logo', jpeg('grande.jpg'));
    FakeUpload.requests[1]!.answer(413, {
      detail: 'The image is larger than 15 MB: choose a smaller file',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect((await within(logo).findByRole('alert')).textContent).toMatch(/L'immagine supera 15 MB/);
    expect(saved).toEqual([]);

    // Closing the message leaves the slot ready for another try.
    await user.click(within(logo).getByRole('button', { name: 'Chiudi' }));
    expect(within(logo).queryByRole('alert')).toBeNull();
  });

  it('removes an image only after asking', async () => {
    const cover = await renderImages();
    await user.click(within(cover).getByRole('button', { name: 'Rimuovi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rimuovere «Foto di copertina»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rimuovi' }));
    await waitFor(() => expect(saved).toEqual([{ image_url: null }]));
    expect(
      await within(cover).findByText('Nessuna immagine: caricala o trascinala qui'),
    ).toBeTruthy();
  });
});
