import { SEATING_GUEST_NAME_MAX_LENGTH } from '@coperto/shared/floor/service.constants';
import type { ServiceBooking } from '@coperto/shared/floor/service.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstantTime } from '../../../shared/lib/dates';
import { useServiceMoves } from '../lib/service-moves';
import {
  canSeatNow,
  isSeatable,
  notesOf,
  type ServiceIndex,
  seatableTables,
} from '../lib/service-view';
import { ServiceDialog } from './service-dialog';
import { ServiceTablePicker } from './service-table-picker';

/** What opens the dialog: a table tapped, a booking's "Fai accomodare", or the walk-in button. */
export interface SeatRequest {
  tableId?: number;
  /** A booking to seat; left out: the host chooses (the table's next booking first), or a walk-in. */
  bookingId?: number;
  walkIn?: boolean;
}

const QUICK_PARTIES = [1, 2, 3, 4, 5, 6, 8];
const MAX_PARTY = 100;

function firstTables(index: ServiceIndex, request: SeatRequest, booking: ServiceBooking | null) {
  const held = (booking?.table_ids ?? []).filter((id) => {
    const view = index.tableById.get(id);
    return view !== undefined && isSeatable(view.table.state);
  });
  if (request.tableId !== undefined) return [request.tableId];
  return held;
}

/**
 * Seat a party: one of today's bookings (the one held for the table first) or a walk-in (how
 * many, a name to find them by), at the table tapped and any free table beside it. Another host
 * seating the same table first is said here, and the table leaves the choice.
 */
export function ServiceSeatDialog({
  restaurantId,
  index,
  bookings,
  request,
  timeZone,
  now,
  onClose,
}: {
  restaurantId: number;
  index: ServiceIndex;
  bookings: readonly ServiceBooking[];
  request: SeatRequest;
  timeZone: string;
  /** The server's time now: a booking more than twelve hours off is not offered. */
  now: number;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('floor');
  const moves = useServiceMoves();
  const seatable = bookings.filter((booking) => canSeatNow(booking, now));
  const tableNext =
    request.tableId === undefined ? null : index.tableById.get(request.tableId)?.nextBooking;
  const initialBooking =
    request.walkIn === true
      ? null
      : (seatable.find((booking) => booking.id === request.bookingId) ??
        (tableNext && seatable.includes(tableNext) ? tableNext : null));
  // A walk-in when asked for one or when nobody is booked; otherwise a booking, to choose.
  const [kind, setKind] = useState<'booking' | 'walkIn'>(
    request.walkIn === true || seatable.length === 0 ? 'walkIn' : 'booking',
  );
  const [bookingId, setBookingId] = useState<number | ''>(initialBooking?.id ?? '');
  const [party, setParty] = useState(initialBooking?.party_size ?? 2);
  const [guestName, setGuestName] = useState('');
  const [tableIds, setTableIds] = useState<number[]>(() =>
    firstTables(index, request, initialBooking),
  );
  const [refusal, setRefusal] = useState<string | null>(null);

  const booking = kind === 'booking' ? seatable.find((one) => one.id === bookingId) : undefined;
  const candidates = seatableTables(index, request.tableId ?? booking?.table_ids[0]);
  // A table taken meanwhile (another tablet, the live read) leaves the choice.
  const chosen = tableIds.filter((id) => candidates.some((view) => view.table.id === id));
  const partyValid = Number.isInteger(party) && party >= 1 && party <= MAX_PARTY;
  const canSubmit = chosen.length > 0 && partyValid && (kind === 'walkIn' || booking !== undefined);

  const chooseBooking = (id: number) => {
    setBookingId(id);
    const next = seatable.find((one) => one.id === id);
    if (!next) return;
    setParty(next.party_size);
    if (request.tableId === undefined) setTableIds(firstTables(index, request, next));
  };

  const submit = () => {
    setRefusal(null);
    const name = kind === 'walkIn' ? guestName.trim() : '';
    moves.run(
      {
        kind: 'seat',
        restaurantId,
        body: {
          table_ids: chosen,
          ...(booking ? { booking_id: booking.id } : {}),
          party_size: party,
          guest_name: name,
        },
      },
      t('service.done.seated', {
        name: booking?.name || name || t('service.walkIn'),
      }),
      { onSuccess: onClose, onError: setRefusal },
    );
  };

  return (
    <ServiceDialog
      title={
        request.tableId === undefined
          ? t('service.seatTitle')
          : t('service.seatAtTitle', { name: index.tableById.get(request.tableId)?.table.name })
      }
      submitLabel={t('service.seat')}
      canSubmit={canSubmit}
      busy={moves.pending}
      onSubmit={submit}
      onClose={onClose}
    >
      {refusal && <Alert severity="warning">{refusal}</Alert>}
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={kind}
        onChange={(_event, value: 'booking' | 'walkIn' | null) => value && setKind(value)}
        aria-label={t('service.who')}
      >
        <ToggleButton value="booking" disabled={seatable.length === 0}>
          {t('service.aBooking')}
        </ToggleButton>
        <ToggleButton value="walkIn">{t('service.walkIn')}</ToggleButton>
      </ToggleButtonGroup>

      {kind === 'booking' && (
        <TextField
          select
          label={t('service.booking')}
          value={bookingId}
          onChange={(event) => chooseBooking(Number(event.target.value))}
          helperText={booking ? notesOf(booking).join(' · ') || undefined : undefined}
        >
          {seatable.map((one) => (
            <MenuItem key={one.id} value={one.id}>
              {formatInstantTime(new Date(one.starts_at), i18n.language, timeZone)} · {one.name} ·{' '}
              {t('service.partyOf', { count: one.party_size })}
            </MenuItem>
          ))}
        </TextField>
      )}

      <Box>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {kind === 'booking' ? t('service.partyCame') : t('service.party')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {QUICK_PARTIES.map((size) => (
            <Chip
              key={size}
              label={size}
              color={party === size ? 'primary' : 'default'}
              variant={party === size ? 'filled' : 'outlined'}
              onClick={() => setParty(size)}
              aria-label={t('service.partyOf', { count: size })}
              aria-pressed={party === size}
              sx={{ minWidth: 44, height: 40, borderRadius: 5, fontWeight: 700 }}
            />
          ))}
          <TextField
            size="small"
            type="number"
            label={t('service.partyOther')}
            value={Number.isFinite(party) ? party : ''}
            onChange={(event) => setParty(Number.parseInt(event.target.value, 10))}
            error={!partyValid}
            slotProps={{ htmlInput: { min: 1, max: MAX_PARTY, inputMode: 'numeric' } }}
            sx={{ width: 110 }}
          />
        </Box>
      </Box>

      {kind === 'walkIn' && (
        <TextField
          label={t('service.guestName')}
          helperText={t('service.guestNameHelp')}
          value={guestName}
          onChange={(event) => setGuestName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: SEATING_GUEST_NAME_MAX_LENGTH } }}
        />
      )}

      <ServiceTablePicker
        label={t('service.tables')}
        candidates={candidates}
        selected={chosen}
        partySize={partyValid ? party : undefined}
        onChange={setTableIds}
      />
    </ServiceDialog>
  );
}
