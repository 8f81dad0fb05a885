import type { Order } from '@coperto/shared/orders/order.schemas';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import { getOrder } from '../api/get-order';
import { ordersKeys } from '../api/orders-keys';
import type { OrderText } from '../lib/use-order-text';

/** The paper of a receipt printer. */
export const TICKET_WIDTH_MM = 80;
const SHEET_CLASS = 'kitchen-ticket-sheet';

// On screen the sheet is not there; printed, it is all there is, 80 mm wide and as long as it needs.
const printStyles = {
  '@media screen': { [`.${SHEET_CLASS}`]: { display: 'none' } },
  '@media print': {
    '@page': { size: `${TICKET_WIDTH_MM}mm auto`, margin: 0 },
    [`body > *:not(.${SHEET_CLASS})`]: { display: 'none !important' },
    html: { background: '#fff' },
    body: { margin: 0, background: '#fff' },
    [`.${SHEET_CLASS}`]: {
      display: 'block',
      width: `${TICKET_WIDTH_MM}mm`,
      boxSizing: 'border-box',
      padding: '4mm 3mm',
      color: '#000',
      fontFamily: '"Courier New", ui-monospace, monospace',
      fontSize: '11pt',
      lineHeight: 1.3,
    },
    [`.${SHEET_CLASS} h1`]: { fontSize: '26pt', margin: '0 0 1mm', textAlign: 'center' },
    [`.${SHEET_CLASS} .big`]: { fontSize: '14pt', fontWeight: 700 },
    [`.${SHEET_CLASS} .rule`]: { borderTop: '1px dashed #000', margin: '2mm 0' },
    [`.${SHEET_CLASS} ul`]: { listStyle: 'none', padding: 0, margin: 0 },
    [`.${SHEET_CLASS} li`]: { margin: '1mm 0', fontSize: '13pt', fontWeight: 700 },
    [`.${SHEET_CLASS} .note`]: {
      fontWeight: 400,
      fontStyle: 'italic',
      paddingLeft: '6mm',
      fontSize: '11pt',
    },
    [`.${SHEET_CLASS} p`]: { margin: '0.5mm 0' },
  },
};

/** A kitchen ticket: number, time, type, guest, the lines with their notes and the order's note. */
export function KitchenTicket({ order, text }: { order: Order; text: OrderText }) {
  const { t } = useTranslation('orders');
  const address = order.delivery_address;
  return (
    <>
      <h1>#{order.number}</h1>
      <p className="big" style={{ textAlign: 'center' }}>
        {text.type(order.type).toUpperCase()} · {text.when(order)}
      </p>
      <p style={{ textAlign: 'center' }}>
        {t('ticket.placedAt', { time: text.time(order.order_datetime) })}
      </p>
      <div className="rule" />
      <p className="big">{order.customer_name}</p>
      {order.phone && <p>{order.phone}</p>}
      {address && (
        <p>
          {address.address} {address.street_number}, {address.cap} {address.city}
          {address.notes && ` (${address.notes})`}
        </p>
      )}
      <div className="rule" />
      <ul>
        {order.items.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines and events have no id; their order is the order's own and never changes on screen
          <li key={`${index}-${line.name}`}>
            {line.quantity}× {line.name}
            {line.variant_name && ` · ${line.variant_name}`}
            {line.notes && <div className="note">» {line.notes}</div>}
          </li>
        ))}
      </ul>
      {order.notes && (
        <>
          <div className="rule" />
          <p>
            <strong>{t('card.orderNotes')}</strong> {order.notes}
          </p>
        </>
      )}
      <div className="rule" />
      <p style={{ textAlign: 'center' }}>{text.money(order.total)}</p>
    </>
  );
}

/** The sheet only the printer sees, straight under `<body>` so print CSS can hide the rest. */
export function KitchenTicketSheet({ order, text }: { order: Order; text: OrderText }) {
  return createPortal(
    <div className={SHEET_CLASS} data-testid="kitchen-ticket">
      <GlobalStyles styles={printStyles} />
      <KitchenTicket order={order} text={text} />
    </div>,
    document.body,
  );
}

/**
 * Prints an order's kitchen ticket: reads the order whole if need be, puts the sheet in the page,
 * opens the browser's print dialog, and takes the sheet away once printed (or cancelled).
 */
export function usePrintTicket(text: OrderText) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const showAlert = useUiStore((state) => state.showAlert);
  const [order, setOrder] = useState<Order | null>(null);
  // The order is being read before its sheet is put in the page.
  const [reading, setReading] = useState(false);

  useEffect(() => {
    if (!order) return;
    const done = () => setOrder(null);
    window.addEventListener('afterprint', done);
    // After the sheet is painted: the dialog prints what is on the page when it opens.
    const timer = setTimeout(() => window.print(), 50);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [order]);

  const print = useCallback(
    (orderId: number) => {
      setReading(true);
      queryClient
        .fetchQuery({
          queryKey: ordersKeys.order(orderId),
          queryFn: ({ signal }) => getOrder(orderId, signal),
          staleTime: 30_000,
        })
        .then(
          (read) => {
            setOrder(read);
            setReading(false);
          },
          () => {
            setReading(false);
            showAlert(t('ticket.failed'), 'error');
          },
        );
    },
    [queryClient, showAlert, t],
  );
  return {
    print,
    /** A ticket is being read or printed: the next one waits (automatic printing). */
    printing: reading || order !== null,
    sheet: order ? <KitchenTicketSheet order={order} text={text} /> : null,
  };
}
