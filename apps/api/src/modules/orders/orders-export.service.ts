import { ORDER_EXPORT_MAX_ROWS } from '@coperto/shared/orders/order.constants';
import type { OrderExportQuery } from '@coperto/shared/orders/order.schemas';
import { stringify } from 'csv-stringify/sync';
import { ruleBroken } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { listOrders } from './orders.repository';
import { findVisibleRestaurant, orderFilterOf } from './orders.service';

const HEADERS = {
  it: [
    'Numero',
    'Ricevuto',
    'Orario',
    'Tipo',
    'Stato',
    'Cliente',
    'Telefono',
    'Email',
    'Subtotale',
    'Consegna',
    'Sconto',
    'Totale',
    'Pagamento',
    'Stato pagamento',
    'Origine',
  ],
  en: [
    'Number',
    'Placed',
    'Time',
    'Type',
    'Status',
    'Customer',
    'Phone',
    'Email',
    'Subtotal',
    'Delivery',
    'Discount',
    'Total',
    'Payment',
    'Payment status',
    'Source',
  ],
};

/**
 * Every order the list's filters find, as a spreadsheet (csv-stringify: quoting is the library's).
 * Italian files use `;` and decimal commas, as Excel in Italy opens them; times are the
 * restaurant's. A range with more than ORDER_EXPORT_MAX_ROWS orders is refused.
 */
export function exportOrders(ctx: ServiceContext, query: OrderExportQuery): Promise<string> {
  return ctx.asActor(async (tx) => {
    const restaurant = await findVisibleRestaurant(tx, ctx.actor, query.restaurant_id);
    const rows = await listOrders(tx, orderFilterOf(restaurant, query, ctx.clock.now()), {
      orderBy: query.orderByColumn,
      direction: query.orderByType,
      limit: ORDER_EXPORT_MAX_ROWS + 1,
      offset: 0,
    });
    if (rows.length > ORDER_EXPORT_MAX_ROWS) {
      throw ruleBroken(`More than ${ORDER_EXPORT_MAX_ROWS} orders: choose a shorter range`, {
        from: 'Too many orders in the range',
      });
    }
    const italian = query.language === 'it';
    const locale = italian ? 'it-IT' : 'en-GB';
    const time = new Intl.DateTimeFormat(locale, {
      timeZone: restaurant.time_zone,
      dateStyle: 'short',
      timeStyle: 'short',
    });
    const euros = (cents: number) =>
      italian ? (cents / 100).toFixed(2).replace('.', ',') : (cents / 100).toFixed(2);
    const csv = stringify(
      rows.map((o) => [
        o.number,
        time.format(o.order_datetime),
        time.format(o.slot_start),
        o.type,
        o.status,
        o.customer_name,
        o.phone,
        o.email,
        euros(o.subtotal_cents),
        euros(o.delivery_fee_cents),
        euros(o.discount_cents),
        euros(o.total_cents),
        o.payment_method,
        o.payment_status,
        o.source,
      ]),
      {
        header: true,
        columns: HEADERS[query.language],
        delimiter: italian ? ';' : ',',
        // A guest's name starting = + - @ is text, not a formula, when the file is opened.
        escape_formulas: true,
      },
    );
    // A byte order mark, so Excel reads the file as UTF-8 (accents in names).
    return `\uFEFF${csv}`;
  });
}
