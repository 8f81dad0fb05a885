import {
  type Service,
  WEEKDAYS,
  type Weekday,
} from '@coperto/shared/restaurants/opening-times.schemas';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { type Control, type UseFormSetValue, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { weekdayLabel } from '../../../shared/lib/dates';
import { nextServiceOf, type OpeningHoursFormValues } from './opening-hours-form';
import { OpeningHoursServices } from './opening-hours-services';

type FormControl = Control<OpeningHoursFormValues, unknown, unknown>;

/** "Lunedì" … "Domenica" in the UI's language, Monday first. */
export function weekdayNamesOf(language: string): Record<Weekday, string> {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, weekdayLabel(day, language)])) as Record<
    Weekday,
    string
  >;
}

/** A day that opens again gets back what it had, or the usual lunch and dinner. */
function reopenedServices(previous: Service[] | undefined): Service[] {
  if (previous && previous.length > 0) return previous;
  const lunch = nextServiceOf([]);
  return [lunch, nextServiceOf([lunch])];
}

function CopyDayButton({
  day,
  names,
  onCopy,
}: {
  day: Weekday;
  names: Record<Weekday, string>;
  onCopy: (targets: Weekday[]) => void;
}) {
  const { t } = useTranslation('restaurant-settings-extra');
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [targets, setTargets] = useState<Weekday[]>([]);
  const titleId = useId();
  const others = WEEKDAYS.filter((other) => other !== day);
  const toggle = (target: Weekday, checked: boolean) =>
    setTargets((current) =>
      checked ? [...current, target] : current.filter((other) => other !== target),
    );

  return (
    <>
      <Button
        ref={anchor}
        size="small"
        color="inherit"
        startIcon={<ContentCopy fontSize="small" />}
        onClick={() => {
          setTargets([]);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-label={t('openingHours.copyDayLabel', { day: names[day] })}
        sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
      >
        {t('openingHours.copyDay')}
      </Button>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2 } } }}
      >
        <Typography id={titleId} variant="subtitle2" sx={{ mb: 1 }}>
          {t('openingHours.copyDayTitle', { day: names[day] })}
        </Typography>
        <FormGroup>
          <FormControlLabel
            label={t('openingHours.allDays')}
            control={
              <Checkbox
                size="small"
                checked={targets.length === others.length}
                indeterminate={targets.length > 0 && targets.length < others.length}
                onChange={(event) => setTargets(event.target.checked ? others : [])}
              />
            }
          />
          {others.map((other) => (
            <FormControlLabel
              key={other}
              label={names[other]}
              sx={{ ml: 2 }}
              control={
                <Checkbox
                  size="small"
                  checked={targets.includes(other)}
                  onChange={(event) => toggle(other, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
          <Button size="small" color="inherit" onClick={() => setOpen(false)}>
            {t('cancel')}
          </Button>
          <Button
            size="small"
            variant="contained"
            disabled={targets.length === 0}
            onClick={() => {
              onCopy(targets);
              setOpen(false);
            }}
          >
            {t('openingHours.copy')}
          </Button>
        </Stack>
      </Popover>
    </>
  );
}

function WeekdayRow({
  control,
  setValue,
  day,
  names,
}: {
  control: FormControl;
  setValue: UseFormSetValue<OpeningHoursFormValues>;
  day: Weekday;
  names: Record<Weekday, string>;
}) {
  const { t } = useTranslation('restaurant-settings-extra');
  const path = `weekly.${day}` as const;
  const services = useFieldArray({ control, name: path });
  const current = useWatch({ control, name: path }) ?? [];
  // What the day had before it was closed, so opening it again by mistake loses nothing.
  const beforeClosing = useRef<Service[]>(undefined);
  const isOpen = services.fields.length > 0;
  const labelId = useId();

  const setOpen = (open: boolean) => {
    if (open) {
      services.replace(reopenedServices(beforeClosing.current));
    } else {
      beforeClosing.current = current;
      services.replace([]);
    }
  };
  const copyTo = (targets: Weekday[]) => {
    for (const target of targets) {
      setValue(
        `weekly.${target}`,
        current.map((service) => ({ ...service })),
        { shouldDirty: true },
      );
    }
  };

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{
        display: 'grid',
        // Side by side from a laptop up; on a tablet the services get the whole width.
        gridTemplateColumns: { xs: '1fr auto', md: '190px 1fr auto' },
        gridTemplateAreas: { xs: '"day copy" "services services"', md: '"day services copy"' },
        columnGap: 2,
        rowGap: 1,
        alignItems: 'start',
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0, pt: 0 },
      }}
    >
      <Box sx={{ gridArea: 'day', display: 'flex', alignItems: 'center', minHeight: 40 }}>
        <FormControlLabel
          sx={{ m: 0, gap: 1 }}
          label={
            <Typography id={labelId} sx={{ fontWeight: 600, minWidth: 96 }}>
              {names[day]}
            </Typography>
          }
          labelPlacement="start"
          control={
            <Switch
              checked={isOpen}
              onChange={(event) => setOpen(event.target.checked)}
              slotProps={{ input: { 'aria-label': t('openingHours.openOn', { day: names[day] }) } }}
            />
          }
        />
        {/* On a tablet a closed day takes one line: "Chiuso" beside its switch. A phone has no
            room for it beside the copy button: it goes on the line below, as the services do. */}
        {!isOpen && (
          <Typography
            color="text.secondary"
            sx={{ ml: 2, display: { xs: 'none', sm: 'block', md: 'none' } }}
          >
            {t('openingHours.closed')}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          gridArea: 'services',
          minHeight: 40,
          display: { xs: 'flex', sm: isOpen ? 'flex' : 'none', md: 'flex' },
          alignItems: 'center',
        }}
      >
        {isOpen ? (
          <OpeningHoursServices
            control={control}
            path={path}
            services={services}
            dayLabel={names[day]}
          />
        ) : (
          <Typography color="text.secondary">{t('openingHours.closed')}</Typography>
        )}
      </Box>
      <Box sx={{ gridArea: 'copy', display: 'flex', alignItems: 'center', minHeight: 40 }}>
        <CopyDayButton day={day} names={names} onCopy={copyTo} />
      </Box>
    </Box>
  );
}

/** The week, Monday first: each day open with its services, or closed; copy a day to others. */
export function OpeningHoursWeek({
  control,
  setValue,
}: {
  control: FormControl;
  setValue: UseFormSetValue<OpeningHoursFormValues>;
}) {
  const { i18n } = useTranslation();
  const names = weekdayNamesOf(i18n.language);
  return (
    <Box>
      {WEEKDAYS.map((day) => (
        <WeekdayRow key={day} control={control} setValue={setValue} day={day} names={names} />
      ))}
    </Box>
  );
}
