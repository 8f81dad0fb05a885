import { mkdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Floor } from '@coperto/shared/floor/floor.schemas';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../apps/api/src/db/seed/demo-seed';
import { demoRestaurantIds, loginAs } from '../apps/api/src/test/build-test-app';
import { QR_CODE_OPTIONS } from '../apps/web/src/features/floor/lib/table-qr';
import { launchChromium } from './support/chromium';
import { openVisitor, signInToDashboard } from './support/dashboard-session';
import { type RunningServer, startServer } from './support/start-server';

// Issue 16's floor plan editor (decision 063) in Chromium: the owner adds a table, drags it with
// the mouse on a desktop and with a finger on a tablet, saves the layout, reloads and finds it
// where it was left; the QR tab's SVG download is the code of the table's menu URL.

const DESKTOP = { width: 1366, height: 900 };
const TABLET = { width: 820, height: 1180 };
const PHONE = { width: 390, height: 844 };
const TRATTORIA = DEMO.hosts.trattoria;
const SHOTS_DIR = process.env.SHOTS_FLOOR_DIR ?? '/tmp/shots-floor';

let server: RunningServer;
let browser: Browser;
let trattoriaId: number;
let ownerHeaders: { authorization: string };

beforeAll(async () => {
  mkdirSync(SHOTS_DIR, { recursive: true });
  [server, browser] = await Promise.all([startServer({ seedMedia: false }), launchChromium()]);
  const { app } = server.testApp;
  ownerHeaders = (await loginAs(app, DEMO.users.owner)).headers;
  trattoriaId = (await demoRestaurantIds(app)).trattoria;
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
});

async function readFloor(): Promise<Floor> {
  const res = await server.testApp.app.inject({
    url: `/api/floor/${trattoriaId}`,
    headers: ownerHeaders,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function tableNamed(name: string) {
  const table = (await readFloor()).areas
    .flatMap((area) => area.tables)
    .find((t) => t.name === name);
  if (!table) throw new Error(`no table ${name}`);
  return table;
}

async function openAs(
  viewport: typeof DESKTOP,
  options: { hasTouch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const opened = await openVisitor(browser, {
    viewport,
    acceptDownloads: true,
    hasTouch: options.hasTouch ?? false,
  });
  await signInToDashboard(opened.page, server.urlFor(TRATTORIA, '/dashboard'), DEMO.users.owner);
  return opened;
}

async function openPlan(page: Page) {
  await page.goto(server.urlFor(TRATTORIA, '/dashboard/floor/plan'));
  await page.getByRole('heading', { level: 1, name: 'Pianta della sala' }).waitFor();
  await page.getByTestId('floor-editor-table-1').waitFor();
}

/** Screen pixels a grid cell takes on the plan as drawn now. */
async function cellPixels(page: Page): Promise<number> {
  const svg = page.getByTestId('floor-editor').locator('svg');
  const box = await svg.boundingBox();
  const viewBox = await svg.getAttribute('viewBox');
  const columns = Number(viewBox?.split(' ')[2]);
  if (!box || !columns) throw new Error('the plan is not drawn');
  return box.width / columns;
}

async function placeOf(page: Page, name: string) {
  const table = page.getByTestId(`floor-editor-table-${name}`);
  return {
    x: Number(await table.getAttribute('data-x')),
    y: Number(await table.getAttribute('data-y')),
  };
}

/**
 * Axe's serious and critical WCAG 2.1 AA findings in the section's content as it is now and in the
 * dashboard's navigation beside it (its links are items of its list).
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .include('nav')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} at ${node.target.join(' ')}: ${violation.help}`,
      ),
    );
}

/** The middle of a table's drawn shape, in page pixels. */
async function centreOf(page: Page, name: string) {
  const box = await page
    .getByTestId(`floor-editor-table-${name}`)
    .locator('rect, ellipse')
    .first()
    .boundingBox();
  if (!box) throw new Error(`table ${name} is not drawn`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('the floor plan editor', () => {
  it('adds a table, drags it, saves, and finds it there after a reload (desktop)', async () => {
    const { context, page, errors } = await openAs(DESKTOP);
    await openPlan(page);

    await page.getByRole('button', { name: 'Aggiungi tavolo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo tavolo' });
    await dialog.getByLabel('Nome o numero').fill('Finestra');
    await dialog.getByLabel('Posti minimi').fill('2');
    await dialog.getByLabel('Posti massimi').fill('4');
    await dialog.getByRole('button', { name: 'Aggiungi tavolo' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Created at once (it needs an id and its QR code), placed where the room has space.
    const created = await tableNamed('Finestra');
    expect(created).toMatchObject({ seats_min: 2, seats_max: 4, shape: 'square', active: true });
    await page.getByRole('region', { name: 'Tavolo Finestra' }).waitFor();
    expect(await placeOf(page, 'Finestra')).toEqual({ x: created.x, y: created.y });

    // Dragged by the mouse four cells right and three down, in small steps as a hand moves.
    const cell = await cellPixels(page);
    const from = await centreOf(page, 'Finestra');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 4 * cell, from.y + 3 * cell, { steps: 12 });
    await page.mouse.up();
    const moved = { x: created.x + 4, y: created.y + 3 };
    expect(await placeOf(page, 'Finestra')).toEqual(moved);
    await page.getByText('1 tavolo spostato, non ancora salvato').waitFor();
    // Nothing is saved until the layout is.
    expect(await tableNamed('Finestra')).toMatchObject({ x: created.x, y: created.y });

    await page.screenshot({ path: `${SHOTS_DIR}/floor-editor-1366.png`, fullPage: true });
    await page.getByRole('button', { name: 'Salva disposizione' }).click();
    await page.getByRole('status').filter({ hasText: 'Disposizione salvata' }).first().waitFor();
    expect(await tableNamed('Finestra')).toMatchObject(moved);

    await page.reload();
    await page.getByTestId('floor-editor-table-Finestra').waitFor();
    expect(await placeOf(page, 'Finestra')).toEqual(moved);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves a table with a finger on a tablet, and the arrow keys move it a cell', async () => {
    const { context, page, errors } = await openAs(TABLET, { hasTouch: true });
    await openPlan(page);
    const before = await tableNamed('7');
    const cell = await cellPixels(page);
    const from = await centreOf(page, '7');
    // A real touch: Chromium turns the touch events into the pointer events the plan listens to.
    const touch = await context.newCDPSession(page);
    const point = (dx: number, dy: number) => [{ x: from.x + dx, y: from.y + dy }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0, 0) });
    for (let step = 1; step <= 10; step += 1) {
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: point((step / 10) * 2 * cell, (step / 10) * 5 * cell),
      });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await placeOf(page, '7')).toEqual({ x: before.x + 2, y: before.y + 5 });

    await page.getByTestId('floor-editor-table-7').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await placeOf(page, '7')).toEqual({ x: before.x + 1, y: before.y + 5 });
    await page.screenshot({ path: `${SHOTS_DIR}/floor-editor-820.png`, fullPage: true });

    await page.getByRole('button', { name: 'Salva disposizione' }).click();
    await page.getByRole('status').filter({ hasText: 'Disposizione salvata' }).first().waitFor();
    expect(await tableNamed('7')).toMatchObject({ x: before.x + 1, y: before.y + 5 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("follows another screen's save: a clean plan reloads, one with moves is told", async () => {
    const [first, second] = await Promise.all([openAs(DESKTOP), openAs(DESKTOP)]);
    await Promise.all([openPlan(first.page), openPlan(second.page)]);
    const before = await tableNamed('2');

    // The second screen moves the 2 and saves; the first, with nothing unsaved, shows it moved.
    await second.page.getByTestId('floor-editor-table-2').focus();
    await second.page.keyboard.press('ArrowDown');
    await second.page.getByRole('button', { name: 'Salva disposizione' }).click();
    await second.page
      .getByRole('status')
      .filter({ hasText: 'Disposizione salvata' })
      .first()
      .waitFor();
    await first.page
      .locator(`[data-testid="floor-editor-table-2"][data-y="${before.y + 1}"]`)
      .waitFor({ timeout: 5000 });

    // Now the first has a move of its own: the next save elsewhere is announced, not applied.
    await first.page.getByTestId('floor-editor-table-3').focus();
    await first.page.keyboard.press('ArrowUp');
    await second.page.getByTestId('floor-editor-table-2').focus();
    await second.page.keyboard.press('ArrowUp');
    await second.page.getByRole('button', { name: 'Salva disposizione' }).click();
    await first.page.getByText(/Un'altra schermata ha appena salvato la pianta/).waitFor();
    expect(await placeOf(first.page, '2')).toEqual({ x: before.x, y: before.y + 1 });
    // Its own save keeps the other screen's move of the 2: only the 3 is sent.
    await first.page.getByRole('button', { name: 'Salva disposizione' }).click();
    await first.page
      .getByRole('status')
      .filter({ hasText: 'Disposizione salvata' })
      .first()
      .waitFor();
    expect(await tableNamed('2')).toMatchObject({ x: before.x, y: before.y });

    // The navigation beside it is on screen, so axe reads it with the editor.
    await first.page.getByRole('navigation', { name: 'Sezioni della dashboard' }).waitFor();
    expect(await seriousViolations(first.page), 'the editor, WCAG 2.1 AA').toEqual([]);
    expect([...first.errors, ...second.errors]).toEqual([]);
    await Promise.all([first.context.close(), second.context.close()]);
  });

  it("downloads each table's SVG code: the code of its menu URL with its token", async () => {
    const { context, page, errors } = await openAs(DESKTOP);
    await page.goto(server.urlFor(TRATTORIA, '/dashboard/floor/qr'));
    await page.getByRole('heading', { level: 1, name: 'Codici QR dei tavoli' }).waitFor();
    const table = await tableNamed('12');
    const card = page.getByTestId('qr-card-12');
    await card.getByRole('img', { name: 'Codice QR del tavolo 12' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: "Scarica l'SVG del tavolo 12" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tavolo-12.svg');
    // The browser is another process (the run's shared Chromium): the file is copied here.
    await download.saveAs(`${SHOTS_DIR}/tavolo-12.svg`);
    const svg = readFileSync(`${SHOTS_DIR}/tavolo-12.svg`, 'utf8');
    const url = `http://${TRATTORIA}:${server.port}/it/menu?table=${table.qr_token}`;
    // The same encoder, the same options: equal drawings are the same code, so the same URL.
    expect(svg).toBe(await QRCode.toString(url, { ...QR_CODE_OPTIONS, type: 'svg' }));
    expect(svg).not.toBe(
      await QRCode.toString(url.replace(table.qr_token, 'x'.repeat(22)), {
        ...QR_CODE_OPTIONS,
        type: 'svg',
      }),
    );

    const [png] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Scarica il PNG del tavolo 12' }).click(),
    ]);
    expect(png.suggestedFilename()).toBe('tavolo-12.png');
    await png.saveAs(`${SHOTS_DIR}/tavolo-12.png`);
    const bytes = readFileSync(`${SHOTS_DIR}/tavolo-12.png`);
    expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');

    // A new code retires the printed one: the old token no longer answers.
    await card.getByRole('button', { name: 'Nuovo codice' }).click();
    await page
      .getByRole('dialog', { name: 'Nuovo codice per il tavolo 12?' })
      .getByRole('button', { name: 'Nuovo codice' })
      .click();
    await page
      .getByText('Nuovo codice per il tavolo 12: stampalo e sostituisci quello vecchio.')
      .waitFor();
    const renewed = await tableNamed('12');
    expect(renewed.qr_token).not.toBe(table.qr_token);
    const old = await server.testApp.app.inject({ url: `/api/table-qr/${table.qr_token}` });
    expect(old.statusCode).toBe(404);
    await page.screenshot({ path: `${SHOTS_DIR}/floor-qr-1366.png` });
    expect(await seriousViolations(page), 'the QR codes, WCAG 2.1 AA').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the QR codes on a phone, each card whole', async () => {
    const { context, page, errors } = await openAs(PHONE);
    await page.goto(server.urlFor(TRATTORIA, '/dashboard/floor/qr'));
    await page.getByTestId('qr-card-1').getByRole('img').waitFor();
    const card = await page.getByTestId('qr-card-10').boundingBox();
    expect(card && card.x + card.width).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SHOTS_DIR}/floor-qr-390.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});
