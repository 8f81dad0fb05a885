import type { StaffOrderBody } from '@coperto/shared/orders/order.schemas';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatCalendarDate, todayIn } from '../../../shared/lib/dates';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { useUiStore } from '../../../shared/stores/ui-store';
import { DishPicker } from '../../../shared/ui/order-entry/dish-picker';
import { DraftLines } from '../../../shared/ui/order-entry/draft-lines';
import {
  addDish,
  type DraftLine,
  draftTotal,
  pickableSections,
  toLineInputs,
} from '../../../shared/ui/order-entry/order-draft';
import {
  attemptSettled,
  newIdempotencyKey,
  type OrderProblems,
  orderProblemsOf,
} from '../../../shared/ui/order-entry/order-problems';
import { useOrderMenus } from '../../../shared/ui/order-entry/use-order-menus';
import { PageHeaderWithBack } from '../../../shared/ui/page-header-with-back';
import { SectionMessage } from '../../../shared/ui/section-message';
import { type OrdersRestaurant, useOrdersRestaurant } from '../api/get-orders-restaurant';
import { useOrderingSettings } from '../api/ordering-settings';
import { useCreateStaffOrder } from '../api/save-order-lines';
import { useOrderSlots } from '../api/staff-order-data';
import { useOrderText } from '../lib/use-order-text';
import { LoadingBlock } from './orders-board-page';

/** Staff choose among today and the next days. */
const ENTRY_DAYS = 3;
/** The next slots a tap away; the later ones in a list. */
const SLOT_CHIPS = 8;
const PHONE_PATTERN = /^[+\d\s().-]{5,30}$/;

type StaffType = 'pickup' | 'delivery';
interface Guest {
  name: string;
  phone: string;
  address: string;
  streetNumber: string;
  cap: string;
  city: string;
  addressNotes: string;
  notes: string;
}
const NO_GUEST: Guest = {
  name: '',
  phone: '',
  address: '',
  streetNumber: '',
  cap: '',
  city: '',
  addressNotes: '',
  notes: '',
};
type GuestErrors = Partial<Record<keyof Guest | 'lines', string>>;

/** /dashboard/orders/new: an order taken on the phone or at the counter, in a few taps. */
export function StaffOrderPage() {
  const user = useSignedInUser();
  const restaurantId = user?.restaurant?.id;
  const restaurant = useOrdersRestaurant(restaurantId);
  if (restaurantId === undefined || !user?.restaurant) return <SectionMessage kind="notFound" />;
  if (restaurant.isError)
    return <SectionMessage kind="failed" onRetry={() => void restaurant.refetch()} />;
  if (!restaurant.data) return <LoadingBlock />;
  return <StaffOrderForm restaurant={restaurant.data} publicKey={user.restaurant.public_key} />;
}

function StaffOrderForm({
  restaurant,
  publicKey,
}: {
  restaurant: OrdersRestaurant;
  publicKey: string;
}) {
  const { t, i18n } = useTranslation('orders');
  const navigate = useNavigate();
  const showAlert = useUiStore((state) => state.showAlert);
  const text = useOrderText(restaurant.timeZone);
  const menus = useOrderMenus(restaurant.id);
  const create = useCreateStaffOrder();
  const today = todayIn(restaurant.timeZone);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [type, setType] = useState<StaffType>('pickup');
  const [date, setDate] = useState(today);
  const [slot, setSlot] = useState('asap');
  const [guest, setGuest] = useState<Guest>(NO_GUEST);
  const [errors, setErrors] = useState<GuestErrors>({});
  const [problems, setProblems] = useState<OrderProblems | null>(null);
  const slots = useOrderSlots(publicKey, type, date);
  // A type the restaurant does not offer is refused for staff too (the same rules as online).
  const settings = useOrderingSettings(restaurant.id);
  const offered = (kind: StaffType) =>
    !settings.data || settings.data[kind === 'pickup' ? 'pickup_enabled' : 'delivery_enabled'];
  // One key per attempt: the same body sent again (a retry after a lost answer) reuses it.
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const sections = useMemo(
    () =>
      menus.data
        ? pickableSections(menus.data, i18n.language, restaurant.languages[0] ?? 'it')
        : [],
    [menus.data, i18n.language, restaurant.languages],
  );

  const edit = (field: keyof Guest, value: string) => {
    setGuest({ ...guest, [field]: value });
    setErrors({ ...errors, [field]: undefined });
  };
  const changeLines = (next: DraftLine[]) => {
    setLines(next);
    setProblems(null);
    setErrors({ ...errors, lines: undefined });
  };

  const check = (): GuestErrors => {
    const found: GuestErrors = {};
    if (lines.length === 0) found.lines = t('entry.errors.noLines');
    if (guest.name.trim().length < 2) found.name = t('entry.errors.name');
    if (guest.phone.trim() && !PHONE_PATTERN.test(guest.phone.trim()))
      found.phone = t('entry.errors.phone');
    if (type === 'delivery') {
      if (guest.address.trim().length < 3) found.address = t('entry.errors.address');
      if (!/^\d{5}$/.test(guest.cap.trim())) found.cap = t('entry.errors.cap');
      if (!guest.city.trim()) found.city = t('entry.errors.city');
    }
    return found;
  };

  const submit = () => {
    const found = check();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const body: StaffOrderBody = {
      restaurant_id: restaurant.id,
      type,
      slot,
      items: toLineInputs(lines),
      customer: {
        name: guest.name.trim(),
        ...(guest.phone.trim() ? { phone: guest.phone.trim() } : {}),
      },
      ...(type === 'delivery'
        ? {
            delivery_address: {
              address: guest.address.trim(),
              street_number: guest.streetNumber.trim(),
              cap: guest.cap.trim(),
              city: guest.city.trim(),
              notes: guest.addressNotes.trim(),
            },
          }
        : {}),
      notes: guest.notes.trim(),
      language: (restaurant.languages[0] ?? 'it') as StaffOrderBody['language'],
    };
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { key: newIdempotencyKey(), body: json };
    setProblems(null);
    create.mutate(
      { body, key: attempt.current.key },
      {
        onSuccess: (order) => {
          attempt.current = null;
          showAlert(t('entry.created', { number: order.number }), 'success');
          navigate('/dashboard/orders');
        },
        onError: (error) => {
          if (attemptSettled(error)) attempt.current = null;
          setProblems(orderProblemsOf(error));
        },
      },
    );
  };

  // Full slots are left out: the server would refuse them.
  const openSlots = slots.data?.slots.filter((option) => option.remaining > 0) ?? [];
  const days = Array.from({ length: ENTRY_DAYS }, (_, index) => addDaysToDate(today, index));
  const dayLabel = (day: string, index: number) =>
    index === 0
      ? t('entry.today')
      : index === 1
        ? t('entry.tomorrow')
        : formatCalendarDate(day, i18n.language, {
            weekday: 'short',
            day: 'numeric',
            month: 'short',
          });
  const lineProblems = Object.fromEntries(
    Object.entries(problems?.lines ?? {}).map(([index, code]) => [index, t(`rules.${code}`)]),
  );
  const field = (name: keyof Guest, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={guest[name]}
      onChange={(event) => edit(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      fullWidth
      {...extra}
    />
  );

  return (
    <>
      <PageHeaderWithBack title={t('entry.title')} backLabel={t('entry.back')} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'minmax(0, 3fr) minmax(0, 2fr)',
          },
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          sx={{ p: 2, borderRadius: 2 }}
          component="section"
          aria-label={t('entry.dishes')}
        >
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('entry.dishes')}
          </Typography>
          {menus.isError ? (
            <Alert severity="error">{t('entry.menusFailed')}</Alert>
          ) : !menus.data ? (
            <LoadingBlock />
          ) : (
            <DishPicker
              sections={sections}
              onPick={(dish, variant) => changeLines(addDish(lines, dish, variant))}
            />
          )}
        </Paper>
        {/* Beside the dishes on a tablet, scrolling on its own so the button stays in reach. */}
        <Stack
          spacing={2}
          sx={{
            position: { sm: 'sticky' },
            top: { sm: 80 },
            maxHeight: { sm: 'calc(100vh - 96px)' },
            overflowY: { sm: 'auto' },
            pb: { sm: 1 },
          }}
        >
          <Paper
            id="staff-order-lines"
            variant="outlined"
            sx={{ p: 2, borderRadius: 2, scrollMarginTop: 72 }}
            component="section"
            aria-label={t('entry.order')}
          >
            <Typography variant="h6" component="h2">
              {t('entry.order')}
            </Typography>
            <DraftLines lines={lines} onChange={changeLines} problems={lineProblems} />
            {errors.lines && (
              <Typography color="error" role="alert">
                {errors.lines}
              </Typography>
            )}
          </Paper>
          <Paper
            variant="outlined"
            sx={{ p: 2, borderRadius: 2 }}
            component="section"
            aria-label={t('entry.when')}
          >
            <ToggleButtonGroup
              exclusive
              fullWidth
              value={type}
              onChange={(_event, next: StaffType | null) => {
                if (!next) return;
                setType(next);
                setSlot('asap');
              }}
              aria-label={t('entry.type')}
              sx={{ mb: 2 }}
            >
              <ToggleButton value="pickup" disabled={!offered('pickup') && type !== 'pickup'}>
                {text.type('pickup')}
              </ToggleButton>
              <ToggleButton value="delivery" disabled={!offered('delivery') && type !== 'delivery'}>
                {text.type('delivery')}
              </ToggleButton>
            </ToggleButtonGroup>
            <TextField
              select
              label={t('entry.day')}
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
                setSlot('asap');
              }}
              size="small"
              sx={{ mb: 1.5, minWidth: 180 }}
            >
              {days.map((day, index) => (
                <MenuItem key={day} value={day}>
                  {dayLabel(day, index)}
                </MenuItem>
              ))}
            </TextField>
            <Stack
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 1 }}
              role="group"
              aria-label={t('entry.time')}
            >
              {date === today && (
                <Chip
                  label={
                    slots.data?.asap
                      ? t('entry.asapAt', { time: text.time(slots.data.asap) })
                      : t('card.asap')
                  }
                  color={slot === 'asap' ? 'primary' : 'default'}
                  variant={slot === 'asap' ? 'filled' : 'outlined'}
                  onClick={() => setSlot('asap')}
                  aria-pressed={slot === 'asap'}
                  sx={{ height: 40 }}
                />
              )}
              {openSlots.slice(0, SLOT_CHIPS).map((option) => (
                <Chip
                  key={option.start}
                  label={text.time(option.start)}
                  color={slot === option.start ? 'primary' : 'default'}
                  variant={slot === option.start ? 'filled' : 'outlined'}
                  onClick={() => setSlot(option.start)}
                  aria-pressed={slot === option.start}
                  sx={{ height: 40, minWidth: 64 }}
                />
              ))}
              {openSlots.length > SLOT_CHIPS && (
                <TextField
                  select
                  size="small"
                  label={t('entry.laterSlot')}
                  value={
                    openSlots.slice(SLOT_CHIPS).some((option) => option.start === slot) ? slot : ''
                  }
                  onChange={(event) => setSlot(event.target.value)}
                  sx={{ minWidth: 140 }}
                >
                  {openSlots.slice(SLOT_CHIPS).map((option) => (
                    <MenuItem key={option.start} value={option.start}>
                      {text.time(option.start)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
            {slots.data && openSlots.length === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('entry.noSlots')}
              </Typography>
            )}
            {slots.isError && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('entry.slotsFailed')}
              </Typography>
            )}
          </Paper>
          <Paper
            variant="outlined"
            sx={{ p: 2, borderRadius: 2 }}
            component="section"
            aria-label={t('entry.guest')}
          >
            <Stack spacing={1.5}>
              <Typography variant="h6" component="h2">
                {t('entry.guest')}
              </Typography>
              {field('name', t('entry.name'), { autoComplete: 'off' })}
              {field('phone', t('entry.phone'), {
                type: 'tel',
                slotProps: { htmlInput: { inputMode: 'tel' } },
              })}
              {type === 'delivery' && (
                <>
                  <Stack direction="row" spacing={1}>
                    {field('address', t('entry.address'))}
                    <Box sx={{ width: 110, flexShrink: 0 }}>
                      {field('streetNumber', t('entry.streetNumber'))}
                    </Box>
                  </Stack>
                  <Stack direction="row" spacing={1}>
                    <Box sx={{ width: 120, flexShrink: 0 }}>
                      {field('cap', t('entry.cap'), {
                        slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 5 } },
                      })}
                    </Box>
                    {field('city', t('entry.city'))}
                  </Stack>
                  {field('addressNotes', t('entry.addressNotes'))}
                </>
              )}
              {field('notes', t('entry.notes'), { multiline: true, minRows: 2 })}
            </Stack>
          </Paper>
          {problems && (problems.order.length > 0 || problems.other) && (
            <Alert severity="error" role="alert">
              {problems.order.map((code) => t(`rules.${code}`)).join(' ') || t('errors.saveFailed')}
            </Alert>
          )}
          {problems && Object.keys(problems.lines).length > 0 && (
            <Alert severity="error">{t('entry.linesRefused')}</Alert>
          )}
          {/* Always in reach at the bottom of the column, however long the order grows. */}
          <Box
            sx={{
              position: { sm: 'sticky' },
              bottom: 0,
              bgcolor: 'grey.50',
              pt: { sm: 1 },
              zIndex: 1,
            }}
          >
            <Button
              variant="contained"
              size="large"
              fullWidth
              loading={create.isPending}
              onClick={submit}
              sx={{ py: 1.5 }}
            >
              {t('entry.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
      {lines.length > 0 && (
        // On a phone the order is under the dishes: what it holds so far, a tap away.
        <Button
          variant="contained"
          color="secondary"
          onClick={() =>
            document.getElementById('staff-order-lines')?.scrollIntoView({ behavior: 'smooth' })
          }
          sx={{
            display: { xs: 'flex', sm: 'none' },
            position: 'sticky',
            bottom: 12,
            mt: 2,
            width: '100%',
          }}
        >
          {t('entry.goToOrder', { total: text.money(draftTotal(lines)) })}
        </Button>
      )}
    </>
  );
}
