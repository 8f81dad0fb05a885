import type { Role } from '@coperto/shared/auth/permissions';
import type { GalleryImage } from '@coperto/shared/site/gallery.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../shared/lib/api-client';
import { fakeCurrentUser, jsonResponse } from '../../../shared/session/session-fixtures';
import { useSessionStore } from '../../../shared/session/session-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { initTestI18n } from '../../../test/test-i18n';
import GalleryEditorPage from './gallery-editor-page';

// A busy machine runs these beside the API tests: give each screen time to load its data.
configure({ asyncUtilTimeout: 5000 });

/** An XMLHttpRequest whose upload the test drives: progress, then the server's answer. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  open(_method: string, url: URL | string) {
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
  failNetwork() {
    act(() => this.onerror?.());
  }
}

const image = (id: number, caption: GalleryImage['caption'] = {}): GalleryImage => ({
  id,
  image_url: `/media/trattoria/images/photo${id}_1280x960.webp`,
  caption,
});

const fetchMock = vi.fn<typeof fetch>();
let gallery: GalleryImage[];
/** The API as this screen uses it, answering from `gallery`. */
function answerApi(input: RequestInfo | URL, init?: RequestInit): Response {
  const url = new URL(String(input));
  const method = init?.method ?? 'GET';
  const route = `${method} ${url.pathname}`;
  if (route === 'GET /api/restaurant/1')
    return jsonResponse(200, { id: 1, language: ['it', 'en'] });
  if (route === 'GET /api/restaurant/1/gallery') return jsonResponse(200, { images: gallery });
  if (route === 'POST /api/restaurant/1/gallery') {
    const { image_url } = JSON.parse(String(init?.body));
    const added = { id: 100 + gallery.length, image_url, caption: {} };
    gallery = [...gallery, added];
    return jsonResponse(201, added);
  }
  if (route === 'PUT /api/restaurant/1/gallery/order') {
    const { ids } = JSON.parse(String(init?.body)) as { ids: number[] };
    gallery = ids.map((id) => gallery.find((g) => g.id === id)!);
    return jsonResponse(200, { images: gallery });
  }
  if (method === 'DELETE' && url.pathname.startsWith('/api/gallery/')) {
    const id = Number(url.pathname.split('/').at(-1));
    gallery = gallery.filter((g) => g.id !== id);
    return jsonResponse(200, { detail: 'Image removed from the gallery' });
  }
  return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
}

function renderEditor(role: Role = 'owner') {
  useSessionStore.getState().setCurrentUser(fakeCurrentUser(Date.now() + 3_600_000, role));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/gallery']}>
        <GalleryEditorPage />
        <ConfirmDialog />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function photo(name: string, type = 'image/jpeg', size?: number) {
  const file = new File(['pixels'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function pick(...files: File[]) {
  await userEvent.upload(await screen.findByTestId('gallery-file-input'), files, {
    applyAccept: false,
  });
}

const uploadRows = () => screen.getAllByTestId('gallery-upload');
const rowOf = (name: string) => uploadRows().find((row) => row.textContent?.includes(name))!;
const captions = () =>
  screen.getAllByTestId('gallery-image-card').map((card) => card.querySelector('p')?.textContent);

beforeAll(async () => {
  await initTestI18n('it');
  configureApiClient({
    getToken: () => useSessionStore.getState().currentUser?.accessToken,
    onUnauthorized: () => {},
  });
});
afterAll(() => configureApiClient({ getToken: () => undefined, onUnauthorized: () => {} }));
beforeEach(() => {
  gallery = [image(1, { it: 'La sala', en: 'The dining room' }), image(2, { it: 'Il forno' })];
  FakeUpload.sent = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => answerApi(input, init));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ currentUser: null });
  useUiStore.setState({ confirm: null });
});

describe('gallery editor', () => {
  it('shows the photos in their order, with a marker on a caption missing a language', async () => {
    renderEditor();
    expect(await screen.findByRole('heading', { name: '2 foto su 200' })).toBeTruthy();
    expect(captions()).toEqual(['La sala', 'Il forno']);
    const [first, second] = screen.getAllByTestId('gallery-image-card');
    expect(within(first!).queryByText(/^Manca/)).toBeNull();
    expect(within(second!).getByText('Manca: EN')).toBeTruthy();
    // The plan is the section page's to check (dashboard/pages/section-page.tsx), not the screen's.
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/api/restaurant/features/1' }),
      expect.anything(),
    );
  });

  it('uploads several photos one after another, with a progress bar each, and adds them', async () => {
    renderEditor();
    await pick(photo('terrazza.jpg'), photo('forno.png', 'image/png'));

    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const [first] = FakeUpload.sent;
    expect(first!.url).toBe('http://localhost:3000/api/restaurant/1/images?area=images');
    expect(first!.headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer /),
      'content-type': 'image/jpeg',
    });
    expect(within(rowOf('forno.png')).getByText('In attesa')).toBeTruthy();

    first!.progress(40, 100);
    const bar = within(rowOf('terrazza.jpg')).getByRole('progressbar', {
      name: 'Avanzamento di terrazza.jpg',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(rowOf('terrazza.jpg')).getByText('Caricamento… 40%')).toBeTruthy();

    first!.progress(100, 100);
    expect(
      within(rowOf('terrazza.jpg')).getByText('Preparazione delle copie per il sito…'),
    ).toBeTruthy();
    first!.answer(201, { id: 9, url: '/media/trattoria/images/new_1280x960.webp' });
    expect(await within(rowOf('terrazza.jpg')).findByText('Aggiunta alla galleria')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '3 foto su 200' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/api/restaurant/1/gallery' }),
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ image_url: '/media/trattoria/images/new_1280x960.webp' }),
      }),
    );

    // Only now does the second file go.
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
    FakeUpload.sent[1]!.answer(201, { id: 10, url: '/media/trattoria/images/two_1280x960.webp' });
    expect(await screen.findByRole('heading', { name: '4 foto su 200' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Chiudi i completati' }));
    expect(screen.queryAllByTestId('gallery-upload')).toEqual([]);
  });

  it('refuses a file too big or not a photo at once, without sending it', async () => {
    renderEditor();
    await pick(
      photo('menu.pdf', 'application/pdf'),
      photo('drone.jpg', 'image/jpeg', 20 * 1024 * 1024),
    );
    expect(within(rowOf('menu.pdf')).getByRole('alert').textContent).toBe(
      'Non è una foto che possiamo usare: scegli un file JPEG, PNG, WebP, AVIF o HEIC.',
    );
    expect(within(rowOf('drone.jpg')).getByRole('alert').textContent).toBe(
      "Il file pesa 20 MB: il massimo è 15 MB. Riducilo o scegli un'altra foto.",
    );
    expect(FakeUpload.sent).toEqual([]);
    expect(within(rowOf('menu.pdf')).queryByRole('button', { name: 'Riprova' })).toBeNull();
  });

  it("explains the server's refusals (413, 415, HEIC) and lets a network failure be retried", async () => {
    renderEditor();
    await pick(
      photo('big.jpg'),
      photo('iphone.heic', 'image/heic'),
      photo('odd.jpg'),
      photo('cut.jpg'),
    );
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    FakeUpload.sent[0]!.answer(413, {
      detail: 'The image is larger than 15 MB: choose a smaller file',
      code: 'PAYLOAD_TOO_LARGE',
    });
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
    FakeUpload.sent[1]!.answer(415, {
      detail: 'This HEIC photo cannot be read',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(3));
    FakeUpload.sent[2]!.answer(415, {
      detail: 'GIF images are not accepted',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(4));
    FakeUpload.sent[3]!.failNetwork();

    expect((await within(rowOf('big.jpg')).findByRole('alert')).textContent).toMatch(
      /^Il file pesa .*: il massimo è 15 MB/,
    );
    expect(within(rowOf('iphone.heic')).getByRole('alert').textContent).toMatch(
      /^Questa foto HEIC non si può leggere: esportala come JPEG/,
    );
    expect(within(rowOf('odd.jpg')).getByRole('alert').textContent).toMatch(
      /^Non è una foto che possiamo usare/,
    );
    const cut = rowOf('cut.jpg');
    expect(within(cut).getByRole('alert').textContent).toBe(
      'Connessione assente: controlla la rete e riprova.',
    );
    // Refused files cannot be retried as they are; a dropped connection can.
    expect(within(rowOf('big.jpg')).queryByRole('button', { name: 'Riprova' })).toBeNull();
    await userEvent.click(within(cut).getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(5));
    FakeUpload.sent[4]!.answer(201, { id: 11, url: '/media/trattoria/images/cut_1280x960.webp' });
    expect(await within(rowOf('cut.jpg')).findByText('Aggiunta alla galleria')).toBeTruthy();
    expect(gallery).toHaveLength(3);
  });

  it('takes photos dropped anywhere on the page', async () => {
    renderEditor();
    await screen.findByRole('heading', { name: '2 foto su 200' });
    const files = [photo('trascinata.jpg')];
    const dataTransfer = { types: ['Files'], files, dropEffect: 'none' };
    act(() => {
      window.dispatchEvent(Object.assign(new Event('dragenter'), { dataTransfer }));
    });
    expect(screen.getByText('Rilascia le foto per caricarle nella galleria')).toBeTruthy();
    act(() => {
      window.dispatchEvent(
        Object.assign(new Event('drop', { cancelable: true }), { dataTransfer }),
      );
    });
    expect(screen.queryByText('Rilascia le foto per caricarle nella galleria')).toBeNull();
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect(rowOf('trascinata.jpg')).toBeTruthy();
  });

  it('moves a photo with the keyboard and saves the new order through the order call', async () => {
    gallery = [image(1, { it: 'Uno' }), image(2, { it: 'Due' }), image(3, { it: 'Tre' })];
    // jsdom lays nothing out: give each card the place a grid row of three would.
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        const cards = screen.queryAllByTestId('gallery-image-card');
        const index = cards.indexOf(this);
        const left = index < 0 ? 0 : index * 240;
        return {
          left,
          top: 0,
          width: 220,
          height: 260,
          right: left + 220,
          bottom: 260,
          x: left,
          y: 0,
          toJSON: () => ({}),
        };
      });
    try {
      renderEditor();
      const handle = await screen.findByRole('button', { name: 'Sposta la foto 1' });
      handle.focus();
      const user = userEvent.setup();
      await user.keyboard(' ');
      await user.keyboard('{ArrowRight}');
      await user.keyboard(' ');
      await waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith(
          expect.objectContaining({ pathname: '/api/restaurant/1/gallery/order' }),
          expect.objectContaining({ method: 'PUT', body: JSON.stringify({ ids: [2, 1, 3] }) }),
        ),
      );
      await waitFor(() => expect(captions()).toEqual(['Due', 'Uno', 'Tre']));
    } finally {
      rect.mockRestore();
    }
  });

  it('puts the saved order back and says so when the order cannot be saved', async () => {
    gallery = [image(1, { it: 'Uno' }), image(2, { it: 'Due' })];
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        const index = screen.queryAllByTestId('gallery-image-card').indexOf(this);
        const left = index < 0 ? 0 : index * 240;
        return {
          left,
          top: 0,
          width: 220,
          height: 260,
          right: left + 220,
          bottom: 260,
          x: left,
          y: 0,
          toJSON: () => ({}),
        };
      });
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'PUT'
        ? jsonResponse(422, { detail: 'List every image', code: 'RULE_BROKEN' })
        : answerApi(input, init),
    );
    try {
      renderEditor();
      (await screen.findByRole('button', { name: 'Sposta la foto 1' })).focus();
      const user = userEvent.setup();
      await user.keyboard(' ');
      await user.keyboard('{ArrowRight}');
      await user.keyboard(' ');
      await waitFor(() =>
        expect(useUiStore.getState().alert).toMatchObject({
          open: true,
          severity: 'error',
          message:
            'Non è stato possibile salvare il nuovo ordine: è stato ripristinato quello salvato.',
        }),
      );
      await waitFor(() => expect(captions()).toEqual(['Uno', 'Due']));
    } finally {
      rect.mockRestore();
    }
  });

  it('deletes a photo after the generic confirm dialog', async () => {
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina la foto 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare questa foto?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByRole('heading', { name: '1 foto su 200' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/api/gallery/2' }),
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('saves a caption per restaurant language', async () => {
    renderEditor();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT') {
        const { caption } = JSON.parse(String(init.body));
        return jsonResponse(200, { ...image(2), caption });
      }
      return answerApi(input, init);
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Modifica la didascalia della foto 2' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Didascalia della foto 2' });
    expect(within(dialog).getByLabelText('Italiano (lingua principale)')).toHaveProperty(
      'value',
      'Il forno',
    );
    await userEvent.type(within(dialog).getByLabelText('Inglese'), 'The oven');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/api/gallery/2' }),
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ caption: { it: 'Il forno', en: 'The oven' } }),
      }),
    );
    const second = screen.getAllByTestId('gallery-image-card')[1]!;
    expect(within(second).queryByText(/^Manca/)).toBeNull();
  });
});
