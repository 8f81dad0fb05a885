import {
  AREA_NAME_MAX_LENGTH,
  TABLE_MAX_SEATS,
  TABLE_NAME_MAX_LENGTH,
  TABLE_SHAPES,
  type TableShape,
} from '@coperto/shared/floor/floor.constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FloorErrorKey, floorErrorOf } from '../lib/floor-errors';

/** A name a person typed: what the API's schema takes (1..max characters, no control ones). */
export function nameProblem(name: string, max: number): 'required' | 'tooLong' | 'control' | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'required';
  if (trimmed.length > max) return 'tooLong';
  if (/\p{Cc}/u.test(trimmed)) return 'control';
  return null;
}

function DialogFrame({
  title,
  submitLabel,
  busy,
  error,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  busy: boolean;
  error: FloorErrorKey | null;
  onSubmit(): void;
  onClose(): void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('floor');
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {error && error !== 'nameTaken' && (
              <Alert severity="error">{t(`errors.${error}`)}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('dialogs.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A new area, or an area's new name: 409 when the restaurant already has one so named. */
export function AreaNameDialog({
  initialName = '',
  rename,
  onSave,
  onClose,
}: {
  initialName?: string;
  rename: boolean;
  onSave(name: string): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation('floor');
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FloorErrorKey | null>(null);
  const problem = nameProblem(name, AREA_NAME_MAX_LENGTH);
  const save = async () => {
    setTouched(true);
    if (problem) return;
    setBusy(true);
    setError(null);
    try {
      await onSave(name.trim());
      onClose();
    } catch (caught) {
      setError(floorErrorOf(caught));
    } finally {
      setBusy(false);
    }
  };
  const fieldError =
    touched && problem ? t(`fields.${problem}`, { max: AREA_NAME_MAX_LENGTH }) : null;
  return (
    <DialogFrame
      title={rename ? t('areas.renameTitle') : t('areas.addTitle')}
      submitLabel={rename ? t('dialogs.save') : t('areas.add')}
      busy={busy}
      error={error}
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        autoFocus
        label={t('areas.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setTouched(true)}
        error={Boolean(fieldError) || error === 'nameTaken'}
        helperText={
          fieldError ?? (error === 'nameTaken' ? t('errors.areaNameTaken') : t('areas.nameHint'))
        }
        slotProps={{ htmlInput: { maxLength: AREA_NAME_MAX_LENGTH + 10 } }}
      />
    </DialogFrame>
  );
}

export interface NewTable {
  name: string;
  seats_min: number;
  seats_max: number;
  shape: TableShape;
}

/** The cells a new table takes by its shape and seats: a two-top 3 × 3, a four-top 4 × 4 … */
export function defaultSize(table: Pick<NewTable, 'shape' | 'seats_max'>) {
  if (table.shape === 'rectangle') {
    return { width: Math.min(10, Math.max(5, 3 + Math.ceil(table.seats_max / 2))), height: 4 };
  }
  const side = table.seats_max <= 2 ? 3 : table.seats_max <= 4 ? 4 : table.seats_max <= 8 ? 5 : 6;
  return { width: side, height: side };
}

function seatsValue(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= 1 && value <= TABLE_MAX_SEATS ? value : null;
}

/** A new table in the area on screen: its name, seats and shape (placed by the editor). */
export function AddTableDialog({
  suggestedName,
  onSave,
  onClose,
}: {
  suggestedName: string;
  onSave(table: NewTable): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation('floor');
  const [name, setName] = useState(suggestedName);
  const [seatsMin, setSeatsMin] = useState('2');
  const [seatsMax, setSeatsMax] = useState('4');
  const [shape, setShape] = useState<TableShape>('square');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FloorErrorKey | null>(null);
  const problem = nameProblem(name, TABLE_NAME_MAX_LENGTH);
  const min = seatsValue(seatsMin);
  const max = seatsValue(seatsMax);
  const seatsProblem = min === null || max === null ? 'seats' : min > max ? 'seatsOrder' : null;
  const save = async () => {
    setTouched(true);
    if (problem || seatsProblem || min === null || max === null) return;
    setBusy(true);
    setError(null);
    try {
      await onSave({ name: name.trim(), seats_min: min, seats_max: max, shape });
      onClose();
    } catch (caught) {
      setError(floorErrorOf(caught));
    } finally {
      setBusy(false);
    }
  };
  const nameError =
    touched && problem ? t(`fields.${problem}`, { max: TABLE_NAME_MAX_LENGTH }) : null;
  return (
    <DialogFrame
      title={t('tables.addTitle')}
      submitLabel={t('tables.add')}
      busy={busy}
      error={error}
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        autoFocus
        label={t('tables.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(nameError) || error === 'nameTaken'}
        helperText={
          nameError ?? (error === 'nameTaken' ? t('errors.tableNameTaken') : t('tables.nameHint'))
        }
        slotProps={{ htmlInput: { maxLength: TABLE_NAME_MAX_LENGTH + 10 } }}
      />
      <Stack direction="row" spacing={2}>
        <TextField
          label={t('tables.seatsMin')}
          value={seatsMin}
          onChange={(event) => setSeatsMin(event.target.value)}
          error={touched && seatsProblem !== null}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
        />
        <TextField
          label={t('tables.seatsMax')}
          value={seatsMax}
          onChange={(event) => setSeatsMax(event.target.value)}
          error={touched && seatsProblem !== null}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
        />
      </Stack>
      {touched && seatsProblem && (
        <Alert severity="warning">{t(`fields.${seatsProblem}`, { max: TABLE_MAX_SEATS })}</Alert>
      )}
      <TextField
        select
        label={t('tables.shape')}
        value={shape}
        onChange={(event) => setShape(event.target.value as TableShape)}
      >
        {TABLE_SHAPES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`shapes.${option}`)}
          </MenuItem>
        ))}
      </TextField>
    </DialogFrame>
  );
}
