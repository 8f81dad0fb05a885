import type { PublicOrder } from '@coperto/shared/orders/order.schemas';
import { FINAL_ORDER_STATUSES } from '@coperto/shared/orders/order-states';
import { useEffect, useRef } from 'react';
import { requestTarget } from '../../../shared/lib/api-client';

/** After the server refused the stream (429, 503…), the page polls and tries the stream again after this. */
export const STREAM_REOPEN_MS = 30_000;

export interface PublicOrderLiveOptions {
  /** Follow the order (it is loaded and not final yet). */
  enabled: boolean;
  /** The order as the stream sent it: exactly what the tracking read answers. */
  onOrder(order: PublicOrder): void;
  /** The stream is open (true) or not (false): while it is not, the page polls. */
  onLive(live: boolean): void;
}

interface Member {
  onOrder(order: PublicOrder): void;
  onLive(live: boolean): void;
}

/** One open stream per order link in the tab, however many components follow it. */
interface Channel {
  publicId: string;
  members: Set<Member>;
  source: EventSource | null;
  reopen: ReturnType<typeof setTimeout> | undefined;
  live: boolean;
  /** The order reached a final state: the stream is never opened again. */
  done: boolean;
}

const channels = new Map<string, Channel>();

const isFinal = (status: unknown) =>
  typeof status === 'string' && (FINAL_ORDER_STATUSES as readonly string[]).includes(status);

/** The message's order, if it is one and it is this link's (never trust a shape blindly). */
function orderOf(data: string, publicId: string): PublicOrder | undefined {
  try {
    const value = JSON.parse(data) as Partial<PublicOrder> | null;
    return value && value.public_id === publicId && typeof value.status === 'string'
      ? (value as PublicOrder)
      : undefined;
  } catch {
    return undefined;
  }
}

function setLive(channel: Channel, live: boolean) {
  if (channel.live === live) return;
  channel.live = live;
  for (const member of channel.members) member.onLive(live);
}

function close(channel: Channel) {
  channel.source?.close();
  channel.source = null;
  clearTimeout(channel.reopen);
  channel.reopen = undefined;
  setLive(channel, false);
}

/**
 * Opens the order's stream (GET /api/public-orders/:publicId/events, decision 053) with the
 * browser's EventSource: no login to carry, and it reconnects by itself after a drop, sending the
 * version it holds (`Last-Event-ID`) so the server sends the order only if it changed meanwhile.
 * A refusal (429, 503) closes it for good in the browser's eyes: it is tried again later, and the
 * page polls meanwhile. Without EventSource the page simply polls.
 */
function connect(channel: Channel) {
  if (typeof EventSource === 'undefined' || channel.done || channel.members.size === 0) return;
  const { url } = requestTarget('GET /public-orders/:publicId/events', {
    params: { publicId: channel.publicId },
  });
  const source = new EventSource(url);
  channel.source = source;
  source.onopen = () => setLive(channel, true);
  source.addEventListener('order', (event) => {
    const order = orderOf((event as MessageEvent<string>).data, channel.publicId);
    if (!order) return;
    setLive(channel, true);
    for (const member of channel.members) member.onOrder(order);
    if (isFinal(order.status)) {
      // The server ends the stream now; the browser must not reconnect to it.
      channel.done = true;
      close(channel);
    }
  });
  source.onerror = () => {
    // Reconnecting (CONNECTING) or refused for good (CLOSED): the page polls either way.
    setLive(channel, false);
    if (source.readyState !== EventSource.CLOSED || channel.source !== source) return;
    channel.source = null;
    channel.reopen = setTimeout(() => {
      channel.reopen = undefined;
      connect(channel);
    }, STREAM_REOPEN_MS);
  };
}

function join(publicId: string, member: Member): () => void {
  let channel = channels.get(publicId);
  if (!channel) {
    channel = {
      publicId,
      members: new Set(),
      source: null,
      reopen: undefined,
      live: false,
      done: false,
    };
    channels.set(publicId, channel);
  }
  channel.members.add(member);
  member.onLive(channel.live);
  if (!channel.source && !channel.reopen) connect(channel);
  const joined = channel;
  return () => {
    joined.members.delete(member);
    member.onLive(false);
    if (joined.members.size > 0) return;
    close(joined);
    channels.delete(publicId);
  };
}

/**
 * Keeps a guest's order live while `enabled`: each order the stream sends goes to `onOrder`, and
 * `onLive` says whether the stream is open (the tracking query polls while it is not). Components
 * of one tab that follow the same order share one stream.
 */
export function usePublicOrderLive(publicId: string, options: PublicOrderLiveOptions) {
  const handlers = useRef(options);
  handlers.current = options;
  const { enabled } = options;
  useEffect(() => {
    if (!enabled) return;
    return join(publicId, {
      onOrder: (order) => handlers.current.onOrder(order),
      onLive: (live) => handlers.current.onLive(live),
    });
  }, [publicId, enabled]);
}
