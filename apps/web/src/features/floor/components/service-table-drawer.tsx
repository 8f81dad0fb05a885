import type { Seating, SeatingDetail } from '@coperto/shared/floor/service.schemas';
import CallSplitOutlined from '@mui/icons-material/CallSplitOutlined';
import CleaningServicesOutlined from '@mui/icons-material/CleaningServicesOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DirectionsWalkOutlined from '@mui/icons-material/DirectionsWalkOutlined';
import EventSeatOutlined from '@mui/icons-material/EventSeatOutlined';
import MergeTypeOutlined from '@mui/icons-material/MergeTypeOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstantTime } from '../../../shared/lib/dates';
import { formatEuros } from '../../../shared/lib/format-money';
import { useUiStore } from '../../../shared/stores/ui-store';
import { useSeating } from '../api/service-read';
import { useServiceMoves } from '../lib/service-moves';
import { formatSittingTime, minutesSince } from '../lib/service-table-state';
import { type ServiceIndex, type ServiceTableView, tableNames } from '../lib/service-view';
import { ServiceMergeDialog } from './service-merge-dialog';
import { ServiceMoveDialog } from './service-move-dialog';
import { ServiceOrderDialog } from './service-order-dialog';
import type { SeatRequest } from './service-seat-dialog';
import { ServiceSplitDialog } from './service-split-dialog';
import { ServiceStateChip } from './service-state-chip';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The booking's words and the restaurant's notes on the guest, where the waiter cannot miss them. */
function NotesToMind({ booking }: { booking: Seating['booking'] }) {
  const { t } = useTranslation('floor');
  if (!booking || (!booking.notes.trim() && !booking.guest_notes.trim())) return null;
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
      {booking.notes.trim() && (
        <div>
          <strong>{t('service.bookingNotes')}:</strong> {booking.notes}
        </div>
      )}
      {booking.guest_notes.trim() && (
        <div>
          <strong>{t('service.guestNotes')}:</strong> {booking.guest_notes}
        </div>
      )}
    </Alert>
  );
}

/**
 * A table tapped on the service view: who sits there and since when, what to mind, their orders
 * (the QR ones too) and their bill, and every move the host makes from here — seat, move, merge,
 * split, bill asked, paid, free. Every move's refusal is said, and the plan reads again.
 */
export function ServiceTableDrawer({
  view,
  index,
  seatings,
  timeZone,
  now,
  canServe,
  onSeat,
  onClose,
}: {
  view: ServiceTableView | null;
  index: ServiceIndex;
  seatings: readonly Seating[];
  timeZone: string;
  now: number;
  canServe: boolean;
  onSeat(request: SeatRequest): void;
  onClose(): void;
}) {
  const { t } = useTranslation('floor');
  return (
    <Drawer
      anchor="right"
      open={view !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}
    >
      {view && (
        <>
          <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {t('service.table', { name: view.table.name })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {view.areaName} ·{' '}
                {t('service.seats', {
                  seats:
                    view.table.seats_min === view.table.seats_max
                      ? view.table.seats_max
                      : `${view.table.seats_min}–${view.table.seats_max}`,
                })}
              </Typography>
            </Box>
            <ServiceStateChip state={view.table.state} />
            <IconButton onClick={onClose} aria-label={t('service.close')}>
              <CloseOutlined />
            </IconButton>
          </Stack>
          <Divider />
          <Box sx={{ p: 2, display: 'grid', gap: 2.5 }}>
            {view.seating ? (
              <SeatingPanel
                key={view.seating.id}
                table={view.table}
                seating={view.seating}
                index={index}
                seatings={seatings}
                timeZone={timeZone}
                now={now}
                canServe={canServe}
              />
            ) : (
              <FreeTablePanel view={view} timeZone={timeZone} canServe={canServe} onSeat={onSeat} />
            )}
          </Box>
        </>
      )}
    </Drawer>
  );
}

function FreeTablePanel({
  view,
  timeZone,
  canServe,
  onSeat,
}: {
  view: ServiceTableView;
  timeZone: string;
  canServe: boolean;
  onSeat(request: SeatRequest): void;
}) {
  const { t, i18n } = useTranslation('floor');
  const next = view.nextBooking;
  return (
    <>
      {next ? (
        <Section title={t('service.nextBooking')}>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
            <Fact label={t('service.at')}>
              {formatInstantTime(new Date(next.starts_at), i18n.language, timeZone)}
            </Fact>
            <Fact label={t('service.name')}>{next.name}</Fact>
            <Fact label={t('service.party')}>{next.party_size}</Fact>
          </Box>
          <NotesToMind booking={next} />
        </Section>
      ) : (
        <Typography color="text.secondary">{t('service.nobodyHere')}</Typography>
      )}
      {canServe && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="contained"
            startIcon={<EventSeatOutlined />}
            onClick={() => onSeat({ tableId: view.table.id, bookingId: next?.id })}
          >
            {next ? t('service.seatName', { name: next.name }) : t('service.seatBooking')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DirectionsWalkOutlined />}
            onClick={() => onSeat({ tableId: view.table.id, walkIn: true })}
          >
            {t('service.walkIn')}
          </Button>
        </Stack>
      )}
    </>
  );
}

function SeatingPanel({
  table,
  seating: summary,
  index,
  seatings,
  timeZone,
  now,
  canServe,
}: {
  seating: Seating;
  index: ServiceIndex;
  seatings: readonly Seating[];
  timeZone: string;
  now: number;
  canServe: boolean;
  table: ServiceTableView['table'];
}) {
  const { t, i18n } = useTranslation('floor');
  const detail = useSeating(summary.id);
  const moves = useServiceMoves();
  const askConfirm = useUiStore((state) => state.askConfirm);
  const [dialog, setDialog] = useState<'order' | 'move' | 'merge' | 'split' | null>(null);
  // The party's own read has its dishes; the plan's has the rest, current to the last event.
  const seating: Seating | SeatingDetail = detail.data ?? summary;
  const lines = detail.data?.lines;
  const bill = seating.bill;
  const money = (euros: number) => formatEuros(euros, i18n.language);
  const paid = seating.paid_at !== null;
  /** A part of the split taken: the split stays and no merge (a bill paid before does not count). */
  const partPaid = bill.parts.some((part) => part.paid_at !== null);
  /** Orders paid with an earlier bill, before a new order opened it again: they ask nothing now. */
  const paidOrderIds = new Set(lines?.filter((line) => line.paid).map((line) => line.order_id));
  const names = tableNames(index, seating.table_ids);
  const who = seating.guest_name || t('service.walkIn');
  const busy = moves.pending;

  return (
    <>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <Fact label={t('service.name')}>{who}</Fact>
        <Fact label={t('service.party')}>{seating.party_size}</Fact>
        <Fact label={t('service.seatedAt')}>
          {formatInstantTime(new Date(seating.seated_at), i18n.language, timeZone)} ·{' '}
          {formatSittingTime(minutesSince(seating.seated_at, now), i18n.language)}
        </Fact>
        <Fact label={t('service.tables')}>{names}</Fact>
        {seating.booking?.phone && (
          <Fact label={t('service.phone')}>
            <Link href={`tel:${seating.booking.phone.replace(/[^\d+]/g, '')}`}>
              {seating.booking.phone}
            </Link>
          </Fact>
        )}
      </Box>
      <NotesToMind booking={seating.booking} />

      <Section title={t('service.orders')}>
        {seating.orders.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('service.noOrders')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
            {seating.orders.map((order) => (
              <Box
                component="li"
                key={order.id}
                data-testid={`service-order-${order.number}`}
                sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}
              >
                <Typography sx={{ fontWeight: 700 }}>#{order.number}</Typography>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
                  {t(`service.orderStatus.${order.status}`)} ·{' '}
                  {t('service.dishes', { count: order.items_count })} ·{' '}
                  {formatInstantTime(new Date(order.placed_at), i18n.language, timeZone)}
                </Typography>
                {paidOrderIds.has(order.id) && (
                  <Typography variant="caption" sx={{ color: 'success.dark', fontWeight: 700 }}>
                    {t('service.orderPaid')}
                  </Typography>
                )}
                <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  {money(order.total)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        {canServe && (
          <Button
            variant="contained"
            size="large"
            startIcon={<PostAddOutlined />}
            disabled={busy}
            onClick={() => setDialog('order')}
          >
            {t('service.addOrder.open')}
          </Button>
        )}
        {seating.orders.length === 0 && (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
          >
            <QrCode2Outlined sx={{ fontSize: 16 }} aria-hidden />
            {t('service.qrHint')}
          </Typography>
        )}
      </Section>

      <Section title={t('service.bill')}>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
          <Fact label={t('service.total')}>{money(bill.total)}</Fact>
          <Fact label={t('service.paid')}>{money(bill.paid)}</Fact>
          <Fact label={t('service.due')}>{money(bill.due)}</Fact>
        </Box>
        {!paid && bill.paid_before > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="service-paid-before">
            {t('service.paidBefore', { amount: money(bill.paid_before) })}
          </Typography>
        )}
        {bill.parts.length > 0 && (
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
            {bill.parts.map((part) => (
              <Box
                component="li"
                key={part.index}
                data-testid={`service-part-${part.index + 1}`}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  p: 1,
                  borderRadius: 2,
                  bgcolor: part.paid_at ? '#e8f5e9' : 'grey.100',
                  border: 1,
                  borderColor: part.paid_at ? 'success.light' : 'transparent',
                }}
              >
                <Typography sx={{ flex: 1 }}>
                  {t('service.split.part', { number: part.index + 1 })}
                  {bill.split === 'items' && lines && (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {' · '}
                      {lines
                        .filter((line) => part.line_ids.includes(line.id))
                        .map((line) => line.name)
                        .join(', ')}
                    </Typography>
                  )}
                </Typography>
                <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  {money(part.amount)}
                </Typography>
                {part.paid_at ? (
                  <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 700 }}>
                    {t('service.partPaid')}
                  </Typography>
                ) : (
                  canServe && (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={busy}
                      onClick={() =>
                        moves.run(
                          { kind: 'pay', seatingId: seating.id, part: part.index },
                          t('service.done.partPaid', { number: part.index + 1 }),
                        )
                      }
                    >
                      {t('service.payPart')}
                    </Button>
                  )
                )}
              </Box>
            ))}
          </Box>
        )}
        {bill.unsplit > 0 && bill.parts.length > 0 && (
          <Typography variant="body2" color="warning.dark">
            {t('service.unsplit', { amount: money(bill.unsplit) })}
          </Typography>
        )}
      </Section>

      {canServe && (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          {!paid && (
            <Button
              variant={seating.bill_requested_at ? 'outlined' : 'contained'}
              color="secondary"
              startIcon={<ReceiptLongOutlined />}
              disabled={busy}
              onClick={() =>
                moves.run(
                  {
                    kind: 'billRequest',
                    seatingId: seating.id,
                    requested: seating.bill_requested_at === null,
                  },
                  seating.bill_requested_at === null
                    ? t('service.done.billRequested', { names })
                    : t('service.done.billTakenBack', { names }),
                )
              }
            >
              {seating.bill_requested_at ? t('service.billTakeBack') : t('service.billRequest')}
            </Button>
          )}
          {!paid && (
            <Button
              variant="contained"
              startIcon={<PaidOutlined />}
              disabled={busy}
              // Asked first, with the amount to take: one tap must not close a bill by mistake.
              onClick={() =>
                askConfirm({
                  title: t('service.payConfirm.title', { names }),
                  message: t('service.payConfirm.message', { amount: money(bill.due) }),
                  confirmLabel: t('service.payConfirm.confirm'),
                  onConfirm: () =>
                    moves.run(
                      { kind: 'pay', seatingId: seating.id },
                      t('service.done.paid', { names }),
                    ),
                })
              }
            >
              {bill.paid > 0
                ? t('service.payRest', { amount: money(bill.due) })
                : t('service.payAll')}
            </Button>
          )}
          {!paid && bill.due > 0 && !partPaid && (
            <Button
              variant="outlined"
              startIcon={<CallSplitOutlined />}
              disabled={busy || !detail.data}
              onClick={() => setDialog('split')}
            >
              {t('service.split.open')}
            </Button>
          )}
          {!paid && bill.parts.length > 0 && !partPaid && (
            <Button
              variant="text"
              disabled={busy}
              onClick={() =>
                moves.run(
                  { kind: 'split', seatingId: seating.id, body: { mode: 'whole' } },
                  t('service.done.whole'),
                )
              }
            >
              {t('service.split.undo')}
            </Button>
          )}
          {!paid && (
            <Button
              variant="outlined"
              startIcon={<SwapHorizOutlined />}
              disabled={busy}
              onClick={() => setDialog('move')}
            >
              {t('service.move')}
            </Button>
          )}
          {!paid && !partPaid && (
            <Button
              variant="outlined"
              startIcon={<MergeTypeOutlined />}
              disabled={busy}
              onClick={() => setDialog('merge')}
            >
              {t('service.merge')}
            </Button>
          )}
          {(paid || bill.total === 0) && (
            <Button
              variant={paid ? 'contained' : 'outlined'}
              color={paid ? 'primary' : 'inherit'}
              startIcon={<CleaningServicesOutlined />}
              disabled={busy}
              onClick={() =>
                moves.run(
                  { kind: 'free', seatingId: seating.id },
                  t('service.done.freed', { names }),
                )
              }
              sx={{ gridColumn: '1 / -1' }}
            >
              {t('service.free')}
            </Button>
          )}
        </Box>
      )}

      {dialog === 'order' && (
        <ServiceOrderDialog
          seating={seating}
          tableId={table.id}
          tableName={table.name}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'move' && (
        <ServiceMoveDialog seating={seating} index={index} onClose={() => setDialog(null)} />
      )}
      {dialog === 'merge' && (
        <ServiceMergeDialog
          seating={seating}
          seatings={seatings}
          index={index}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'split' && detail.data && (
        <ServiceSplitDialog seating={detail.data} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
