import { randomBytes } from 'node:crypto';
import type { ExpenseFileType } from '@coperto/shared/expenses/expense.constants';
import { AppError, badRequest, notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { updateExpenseRow } from './expenses.repository';
import { answerExpense, expenseOf, todayOf } from './expenses.service';

const EXTENSIONS: Record<ExpenseFileType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * What the file is, from its first bytes, never from the name or the header the browser sent:
 * a PDF, a JPEG, a PNG or a WebP, else nothing (415).
 */
export function sniffExpenseFile(bytes: Buffer): ExpenseFileType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** A name safe in a header and on a disk: no path, no control or quote characters. */
function safeFileName(name: string | undefined, type: ExpenseFileType): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .trim()
    .slice(0, 150);
  return base.length > 0 ? base : `fattura.${EXTENSIONS[type]}`;
}

/**
 * Stores the supplier's invoice for the expense (storage port, key under the business), then
 * points the expense at it and removes the one it replaces.
 */
export async function uploadExpenseInvoice(
  ctx: ServiceContext,
  id: number,
  file: { bytes: Buffer; name?: string },
) {
  if (file.bytes.length === 0) throw badRequest('The file is empty', { file: 'Empty' });
  const type = sniffExpenseFile(file.bytes);
  if (!type) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Attach a PDF or a photo (JPEG, PNG, WebP)', {
      file: 'Not a PDF or a photo',
    });
  }
  const today = todayOf(ctx);
  const row = await ctx.asActor((tx) => expenseOf(tx, id));
  const key = `expenses/${row.business_id}/${row.id}-${randomBytes(12).toString('hex')}.${EXTENSIONS[type]}`;
  await ctx.storage.put(key, file.bytes, type);
  const { answer, previous } = await ctx.asActor(async (tx) => {
    const current = await expenseOf(tx, id);
    await updateExpenseRow(tx, id, {
      invoice_key: key,
      invoice_name: safeFileName(file.name, type),
      invoice_type: type,
      invoice_size: file.bytes.length,
      invoice_uploaded_at: ctx.clock.now(),
      updated_at: ctx.clock.now(),
    });
    return { answer: await answerExpense(tx, id, today), previous: current.invoice_key };
  });
  if (previous && previous !== key) await ctx.storage.delete(previous).catch(() => undefined);
  return answer;
}

/** The attached invoice's bytes, for the business's own users only (the route's tenant check). */
export async function readExpenseInvoice(ctx: ServiceContext, id: number) {
  const row = await ctx.asActor((tx) => expenseOf(tx, id));
  if (!row.invoice_key || !row.invoice_type) throw notFound('Invoice file');
  const stored = await ctx.storage.get(row.invoice_key);
  if (!stored) throw notFound('Invoice file');
  return { body: stored.body, type: row.invoice_type, name: row.invoice_name ?? 'fattura' };
}

export async function deleteExpenseInvoice(ctx: ServiceContext, id: number) {
  const today = todayOf(ctx);
  const { answer, key } = await ctx.asActor(async (tx) => {
    const row = await expenseOf(tx, id);
    await updateExpenseRow(tx, id, {
      invoice_key: null,
      invoice_name: null,
      invoice_type: null,
      invoice_size: null,
      invoice_uploaded_at: null,
      updated_at: ctx.clock.now(),
    });
    return { answer: await answerExpense(tx, id, today), key: row.invoice_key };
  });
  if (key) await ctx.storage.delete(key).catch(() => undefined);
  return answer;
}
