// The order's life as data (DESIGN.md §10): the API refuses any other move, the dashboard shows
// only these actions, and the guest's tracking page names the same states. Zod-free: the public
// site's tracking page uses it.

export const ORDER_TYPES = ['pickup', 'delivery', 'table'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_STATUSES = [
  /** A card order waiting for the payment provider's verified confirmation; the kitchen never sees it. */
  'awaiting_payment',
  'received',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** States an order no longer leaves. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['completed', 'rejected', 'cancelled'];

/** The states the kitchen works on, in the board's column order. */
export const BOARD_STATUSES: readonly OrderStatus[] = [
  'received',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
];

/** Who may make a move: staff in the dashboard, or the system (payment webhook, expiry). */
export type TransitionActor = 'staff' | 'system';

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  by: TransitionActor;
  /** What the move must carry: a reason the guest reads, or the time the order will be ready. */
  requires?: 'reason' | 'ready_at';
  /** Only for these order types (delivery goes out; pickup and table orders do not). */
  types?: readonly OrderType[];
}

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'awaiting_payment', to: 'received', by: 'system' },
  { from: 'awaiting_payment', to: 'cancelled', by: 'system', requires: 'reason' },
  { from: 'received', to: 'accepted', by: 'staff', requires: 'ready_at' },
  { from: 'received', to: 'rejected', by: 'staff', requires: 'reason' },
  { from: 'accepted', to: 'preparing', by: 'staff' },
  { from: 'accepted', to: 'cancelled', by: 'staff', requires: 'reason' },
  { from: 'preparing', to: 'ready', by: 'staff' },
  { from: 'preparing', to: 'cancelled', by: 'staff', requires: 'reason' },
  { from: 'ready', to: 'out_for_delivery', by: 'staff', types: ['delivery'] },
  { from: 'ready', to: 'completed', by: 'staff', types: ['pickup', 'table'] },
  { from: 'ready', to: 'cancelled', by: 'staff', requires: 'reason' },
  { from: 'out_for_delivery', to: 'completed', by: 'staff' },
];

/** The moves `by` may make from an order's state, for its type. */
export function allowedTransitions(
  order: { status: OrderStatus; type: OrderType },
  by: TransitionActor = 'staff',
): OrderTransition[] {
  return ORDER_TRANSITIONS.filter(
    (t) => t.from === order.status && t.by === by && (!t.types || t.types.includes(order.type)),
  );
}

/** The move from the order's state to `to`, or undefined when it is not allowed. */
export function transitionTo(
  order: { status: OrderStatus; type: OrderType },
  to: OrderStatus,
  by: TransitionActor = 'staff',
): OrderTransition | undefined {
  return allowedTransitions(order, by).find((t) => t.to === to);
}

/** The one forward move the board's "advance" button makes (accept and reject need a choice). */
export function nextStatus(order: { status: OrderStatus; type: OrderType }): OrderStatus | null {
  const forward = allowedTransitions(order).filter(
    (t) => t.to !== 'cancelled' && t.to !== 'rejected',
  );
  const only = forward.length === 1 ? forward[0] : undefined;
  return only && !only.requires ? only.to : null;
}

/** A state still holds its place in the kitchen's capacity (released when rejected or cancelled). */
export function holdsCapacity(status: OrderStatus): boolean {
  return status !== 'rejected' && status !== 'cancelled';
}
