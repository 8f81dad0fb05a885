import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../apps/api/src/db/seed/demo-seed';
import { loginAs } from '../apps/api/src/test/build-test-app';
import { launchChromium } from './support/chromium';
import { openVisitor, signInToDashboard } from './support/dashboard-session';
import { type RunningServer, startServer } from './support/start-server';

// Suppliers and expenses end to end (issue 18, decision 074), in Chromium against the real app:
// the owner adds a supplier, records its invoice with the PDF attached (the VAT and the total
// follow the net as it is typed), sees it unpaid in the year's list, marks it paid, and the API
// agrees: paid today, the PDF stored and downloadable byte for byte by the business only.
// EXPENSES_SHOTS=<dir> keeps screenshots.

const DESKTOP = { width: 1366, height: 900 };
const TRATTORIA = DEMO.hosts.trattoria;
const SHOTS = process.env.EXPENSES_SHOTS;
const SUPPLIER = 'Pescheria Ostiense';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let server: RunningServer;
let browser: Browser;
let pdfPath: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedMedia: false }), launchChromium()]);
  pdfPath = join(tmpdir(), `fattura-pescheria-${process.pid}.pdf`);
  await writeFile(pdfPath, PDF);
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
});

describe('expenses', () => {
  it("the owner records a supplier's invoice with its PDF and marks it paid", async () => {
    const { context, page, errors } = await openVisitor(browser, { viewport: DESKTOP });
    await signInToDashboard(page, server.urlFor(TRATTORIA, '/dashboard'), DEMO.users.owner);

    // The supplier, from the suppliers' tab.
    await page.goto(server.urlFor(TRATTORIA, '/dashboard/expenses/suppliers'));
    await page.getByRole('heading', { level: 1, name: 'Fornitori' }).waitFor();
    await page.getByRole('button', { name: 'Nuovo fornitore' }).click();
    const supplierForm = page.getByRole('dialog', { name: 'Nuovo fornitore' });
    await supplierForm.getByRole('textbox', { name: /^Nome o ragione sociale/ }).fill(SUPPLIER);
    // A wrong check digit is flagged on its field by the server, and nothing is made.
    await supplierForm.getByRole('textbox', { name: 'Partita IVA' }).fill('01234567898');
    await supplierForm.getByRole('button', { name: 'Salva' }).click();
    await supplierForm.getByText(/Partita IVA non valida/).waitFor();
    await supplierForm.getByRole('textbox', { name: 'Partita IVA' }).fill('01234567897');
    await supplierForm.getByRole('button', { name: 'Salva' }).click();
    await supplierForm.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: new RegExp(SUPPLIER) }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/suppliers-1366.png`, fullPage: true });

    // The invoice, from the expenses' tab.
    await page.getByRole('tab', { name: 'Spese' }).click();
    await page.getByRole('heading', { level: 1, name: 'Spese' }).waitFor();
    await page.getByRole('button', { name: 'Registra spesa' }).click();
    const form = page.getByRole('dialog', { name: 'Registra una spesa' });
    await form.getByRole('combobox', { name: /^Fornitore/ }).click();
    await page.getByRole('option', { name: SUPPLIER }).click();
    await form.getByRole('combobox', { name: /^Categoria/ }).click();
    await page.getByRole('option', { name: 'Alimentari' }).click();
    await form.getByRole('textbox', { name: 'Numero fattura' }).fill('FT 88/2026');
    await form.getByRole('textbox', { name: 'Imponibile (€)' }).fill('250');
    // 22 % by default: the VAT and the total follow the net.
    await expect
      .poll(() => form.getByRole('textbox', { name: /^Totale \(€\)/ }).inputValue())
      .toBe('305,00');
    await form.locator('input[type=file]').setInputFiles(pdfPath);
    await form.getByText(/Da caricare: fattura-pescheria/).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/expense-form-1366.png` });
    await form.getByRole('button', { name: 'Salva' }).click();
    await form.waitFor({ state: 'hidden' });

    const pay = page.getByRole('button', { name: `Segna pagata la fattura di ${SUPPLIER}` });
    await pay.waitFor();
    await page.getByRole('button', { name: /^Scarica la fattura fattura-pescheria/ }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/expenses-1366.png`, fullPage: true });
    await pay.click();
    await pay.waitFor({ state: 'detached' });
    await page.getByText('Pagata', { exact: true }).first().waitFor();

    // The API agrees: paid, the PDF stored, downloadable by the business and nobody else.
    const { app } = server.testApp;
    const owner = (await loginAs(app, DEMO.users.owner)).headers;
    const list = await app.inject({ url: '/api/expenses?search=FT%2088', headers: owner });
    const [expense] = list.json().items;
    expect(expense).toMatchObject({
      supplier_name: SUPPLIER,
      amount: 250,
      amount_vat: 55,
      amount_gross: 305,
      paid: true,
      status: 'paid',
      invoice_file: { content_type: 'application/pdf', size: PDF.length },
    });
    const file = await app.inject({ url: `/api/expenses/${expense.id}/invoice`, headers: owner });
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const other = (await loginAs(app, DEMO.users.otherOwner)).headers;
    expect(
      (await app.inject({ url: `/api/expenses/${expense.id}/invoice`, headers: other })).statusCode,
    ).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });
});
