import { centsToEuros } from '@coperto/shared/common/money';
import type { Order, OrderSummary, PublicOrder } from '@coperto/shared/orders/order.schemas';
import type { listOrderEvents, OrderItemRow, OrderRow } from './orders.repository';

type EventRow = Awaited<ReturnType<typeof listOrderEvents>>[number];

// How orders leave the API: euros on the wire (DESIGN.md §5), the guest's view without internal ids.

function toLine(item: OrderItemRow) {
  return {
    item_id: item.menu_item_id,
    name: item.name,
    variant_name: item.variant_name,
    quantity: item.quantity,
    unit_price: centsToEuros(item.unit_price_cents),
    total: centsToEuros(item.gross_cents),
    vat_rate: item.vat_rate_bp / 100,
    notes: item.notes,
  };
}

/** The dishes; the delivery fee is a line for VAT, but shown as the fee. */
const dishes = (items: readonly OrderItemRow[]) =>
  items.filter((i) => i.kind === 'dish').map(toLine);

/** An event's details: a correction's lines before and after, or a refund's amount. */
type EventDetails =
  | (NonNullable<Order['events'][number]['items_changed']> | { refund_cents: number })
  | null;

function toEvent(event: EventRow): Order['events'][number] {
  const name = [event.actor_name, event.actor_surname].filter(Boolean).join(' ');
  const details = event.details as EventDetails;
  return {
    from_status: event.from_status,
    to_status: event.to_status,
    reason: event.reason,
    items_changed: details && 'before' in details ? details : null,
    at: event.created_at.toISOString(),
    by: event.actor_kind === 'staff' ? name || null : null,
    refund: details && 'refund_cents' in details ? centsToEuros(details.refund_cents) : null,
  };
}

/** What a gift card paid and what is left to pay by the order's method (decision 071). */
function giftCardPart(order: OrderRow) {
  return {
    gift_card: centsToEuros(order.gift_card_cents),
    gift_card_last4: order.gift_card_cents > 0 ? order.gift_card_last4 : null,
    to_pay: centsToEuros(order.total_cents - order.gift_card_cents),
  };
}

/** The dashboard's row of an order; `tableName` is the name of its `table_id` (tableNamesOf). */
export function toOrderSummary(order: OrderRow, tableName: string | null): OrderSummary {
  return {
    id: order.id,
    public_id: order.public_id,
    restaurant_id: order.restaurant_id,
    number: order.number,
    status: order.status,
    type: order.type,
    source: order.source,
    order_datetime: order.order_datetime.toISOString(),
    slot_start: order.slot_start.toISOString(),
    asap: order.asap,
    ready_at: order.ready_at?.toISOString() ?? null,
    reason: order.reason,
    customer_name: order.customer_name,
    email: order.email,
    phone: order.phone,
    delivery_address: order.delivery_address,
    notes: order.notes,
    subtotal: centsToEuros(order.subtotal_cents),
    delivery_fee: centsToEuros(order.delivery_fee_cents),
    discount: centsToEuros(order.discount_cents),
    discount_code: order.discount_code,
    total: centsToEuros(order.total_cents),
    ...giftCardPart(order),
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    table_name: tableName,
  };
}

export function toOrder(
  order: OrderRow,
  items: readonly OrderItemRow[],
  events: readonly EventRow[],
  refundedCents: number,
  tableName: string | null,
): Order {
  return {
    ...toOrderSummary(order, tableName),
    refunded: centsToEuros(refundedCents),
    vat: order.vat_breakdown.map((rate) => ({
      rate_code: rate.rate_code,
      rate: rate.rate_bp / 100,
      net: centsToEuros(rate.net_cents),
      vat: centsToEuros(rate.vat_cents),
      gross: centsToEuros(rate.gross_cents),
    })),
    items: dishes(items),
    events: events.map(toEvent),
  };
}

/** The guest's view; `tableName` is the name of the order's `table_id`, null for no table. */
export function toPublicOrder(
  order: OrderRow,
  items: readonly OrderItemRow[],
  events: readonly EventRow[],
  restaurant: { name: string; phone_number: string; public_key: string },
  tableName: string | null,
  paymentUrl: string | null = null,
  refundedCents = 0,
): PublicOrder {
  return {
    public_id: order.public_id,
    number: order.number,
    status: order.status,
    type: order.type,
    slot_start: order.slot_start.toISOString(),
    asap: order.asap,
    ready_at: order.ready_at?.toISOString() ?? null,
    reason: order.reason,
    items: dishes(items),
    subtotal: centsToEuros(order.subtotal_cents),
    delivery_fee: centsToEuros(order.delivery_fee_cents),
    discount: centsToEuros(order.discount_cents),
    discount_code: order.discount_code,
    total: centsToEuros(order.total_cents),
    ...giftCardPart(order),
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    payment_url: order.status === 'awaiting_payment' ? paymentUrl : null,
    refunded: centsToEuros(refundedCents),
    customer_name: order.customer_name,
    table_name: tableName,
    placed_at: order.order_datetime.toISOString(),
    restaurant: {
      name: restaurant.name,
      phone_number: restaurant.phone_number,
      public_key: restaurant.public_key,
    },
    events: events.map(({ from_status, to_status, reason, created_at }) => ({
      from_status,
      to_status,
      reason,
      at: created_at.toISOString(),
    })),
  };
}
