import {
  TABLE_MAX_CELLS,
  TABLE_MAX_NEIGHBOURS,
  TABLE_MAX_SEATS,
  TABLE_NAME_MAX_LENGTH,
  TABLE_SHAPES,
  type TableShape,
} from '@coperto/shared/floor/floor.constants';
import type {
  FloorArea,
  FloorTable,
  UpdateFloorTableBody,
} from '@coperto/shared/floor/floor.schemas';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import { type FloorErrorKey, floorErrorOf } from '../lib/floor-errors';
import type { TableLayout } from '../lib/layout-draft';
import { normaliseRotation } from '../lib/plan-geometry';
import { nameProblem } from './plan-dialogs';

const ROTATIONS = [0, 45, 90, 135] as const;

export interface TablePanelProps {
  /** The table as drawn (the unsaved layout applied). */
  table: FloorTable;
  /** The table as saved: its properties' form starts from it. */
  saved: FloorTable;
  areas: readonly FloorArea[];
  /** The other tables of its saved area, the ones it can be joined with. */
  sameArea: readonly FloorTable[];
  grid: { columns: number; rows: number };
  onLayout(change: Partial<TableLayout>): void;
  onSaveProperties(body: UpdateFloorTableBody): Promise<unknown>;
  onSaveNeighbours(ids: number[]): Promise<unknown>;
  onDelete(): Promise<unknown>;
  onClose(): void;
}

function intOr(text: string, fallback: number) {
  return /^-?\d{1,4}$/.test(text.trim()) ? Number(text) : fallback;
}

/**
 * The selected table's side panel: its layout (area, turn, size: part of the unsaved layout, saved
 * with the plan), its properties and joinable neighbours (each saved by its own button), and
 * deactivating or deleting it.
 */
export function TablePanel(props: TablePanelProps) {
  const { table, saved, areas, grid, onLayout, onClose } = props;
  const { t } = useTranslation('floor');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: 3 }}
      data-testid="table-panel"
      component="section"
      aria-label={t('panel.label', { name: saved.name })}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('panel.title', { name: saved.name })}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('panel.close')}>
          <CloseOutlined />
        </IconButton>
      </Stack>

      <Typography variant="overline" color="text.secondary">
        {t('panel.layout')}
      </Typography>
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('panel.area')}
          value={table.area_id}
          onChange={(event) => onLayout({ area_id: Number(event.target.value) })}
        >
          {areas.map((area) => (
            <MenuItem key={area.id} value={area.id}>
              {area.name}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Typography variant="body2" id={`rotation-${table.id}`} sx={{ mb: 0.5 }}>
            {t('panel.rotation')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={table.rotation}
              onChange={(_event, value: number | null) => {
                if (value !== null) onLayout({ rotation: value });
              }}
              aria-labelledby={`rotation-${table.id}`}
            >
              {ROTATIONS.map((degrees) => (
                <ToggleButton key={degrees} value={degrees} sx={{ minWidth: 48 }}>
                  {degrees}°
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <TextField
              size="small"
              label={t('panel.degrees')}
              value={table.rotation}
              onChange={(event) =>
                onLayout({ rotation: normaliseRotation(intOr(event.target.value, table.rotation)) })
              }
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ width: 96 }}
            />
          </Stack>
        </Box>
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            type="number"
            label={t('panel.width')}
            value={table.width}
            onChange={(event) => {
              const width = intOr(event.target.value, table.width);
              const most = Math.min(TABLE_MAX_CELLS, grid.columns - table.x);
              onLayout({ width: Math.max(1, Math.min(most, width)) });
            }}
            slotProps={{ htmlInput: { min: 1, max: TABLE_MAX_CELLS } }}
            fullWidth
          />
          <TextField
            size="small"
            type="number"
            label={t('panel.height')}
            value={table.height}
            onChange={(event) => {
              const height = intOr(event.target.value, table.height);
              const most = Math.min(TABLE_MAX_CELLS, grid.rows - table.y);
              onLayout({ height: Math.max(1, Math.min(most, height)) });
            }}
            slotProps={{ htmlInput: { min: 1, max: TABLE_MAX_CELLS } }}
            fullWidth
          />
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {t('panel.layoutHint')}
        </Typography>
      </Stack>

      <Divider sx={{ my: 1 }} />
      <PropertiesForm key={saved.id} {...props} />
      <Divider sx={{ my: 2 }} />
      <NeighboursPicker
        key={`${saved.id}-${saved.neighbour_ids.join(',')}-${saved.area_id}`}
        {...props}
      />
      <Divider sx={{ my: 2 }} />
      <DeleteTable {...props} />
    </Paper>
  );
}

/** The properties' fields as the form holds them. */
interface PropertyFields {
  name: string;
  seatsMin: string;
  seatsMax: string;
  shape: TableShape;
  active: boolean;
}

function fieldsOf(table: FloorTable): PropertyFields {
  return {
    name: table.name,
    seatsMin: String(table.seats_min),
    seatsMax: String(table.seats_max),
    shape: table.shape,
    active: table.active,
  };
}

function sameFields(a: PropertyFields, b: PropertyFields): boolean {
  return (
    a.name === b.name &&
    a.seatsMin === b.seatsMin &&
    a.seatsMax === b.seatsMax &&
    a.shape === b.shape &&
    a.active === b.active
  );
}

/**
 * The table's properties, saved by "Salva tavolo". The form lives as long as the table is selected
 * (not remounted by the save it makes, which would lose its "saved" message); a change saved
 * elsewhere (another screen, "Disattiva") is taken in while the fields hold what was saved before,
 * and never over what the user is typing.
 */
function PropertiesForm({ saved, onSaveProperties }: TablePanelProps) {
  const { t } = useTranslation('floor');
  const [fields, setFields] = useState(() => fieldsOf(saved));
  const [base, setBase] = useState(() => fieldsOf(saved));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FloorErrorKey | 'seats' | 'seatsOrder' | 'name' | null>(null);
  const [done, setDone] = useState(false);
  const savedFields = fieldsOf(saved);
  if (!sameFields(savedFields, base)) {
    // Saved anew: by this form (the fields already say so) or elsewhere (taken in if untouched).
    setBase(savedFields);
    if (sameFields(fields, base)) {
      setFields(savedFields);
      setDone(false);
    }
  }
  const { name, seatsMin, seatsMax, shape, active } = fields;
  const change = (patch: Partial<PropertyFields>) => {
    setFields((now) => ({ ...now, ...patch }));
    setDone(false);
  };
  const dirty = !sameFields(fields, savedFields);

  const save = async () => {
    setDone(false);
    if (nameProblem(name, TABLE_NAME_MAX_LENGTH)) return setError('name');
    const min = /^\d{1,2}$/.test(seatsMin) ? Number(seatsMin) : 0;
    const max = /^\d{1,2}$/.test(seatsMax) ? Number(seatsMax) : 0;
    if (min < 1 || max < 1 || min > TABLE_MAX_SEATS || max > TABLE_MAX_SEATS) {
      return setError('seats');
    }
    if (min > max) return setError('seatsOrder');
    setBusy(true);
    setError(null);
    try {
      // The place as saved: an unsaved move stays the plan's, saved with "Salva disposizione".
      const { area_id, x, y, width, height, rotation } = saved;
      await onSaveProperties({
        area_id,
        x,
        y,
        width,
        height,
        rotation,
        name: name.trim(),
        seats_min: min,
        seats_max: max,
        shape,
        active,
      });
      // As saved (the name trimmed), so the form is clean and says so.
      setFields((now) => ({ ...now, name: now.name.trim() }));
      setDone(true);
    } catch (caught) {
      setError(floorErrorOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      spacing={1.5}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Typography variant="overline" color="text.secondary">
        {t('panel.properties')}
      </Typography>
      <TextField
        size="small"
        label={t('tables.name')}
        value={name}
        onChange={(event) => change({ name: event.target.value })}
        error={error === 'name' || error === 'nameTaken'}
        helperText={
          error === 'name'
            ? t('fields.required', { max: TABLE_NAME_MAX_LENGTH })
            : error === 'nameTaken'
              ? t('errors.tableNameTaken')
              : undefined
        }
      />
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={t('tables.seatsMin')}
          value={seatsMin}
          onChange={(event) => change({ seatsMin: event.target.value })}
          error={error === 'seats' || error === 'seatsOrder'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
        />
        <TextField
          size="small"
          label={t('tables.seatsMax')}
          value={seatsMax}
          onChange={(event) => change({ seatsMax: event.target.value })}
          error={error === 'seats' || error === 'seatsOrder'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
        />
      </Stack>
      <TextField
        select
        size="small"
        label={t('tables.shape')}
        value={shape}
        onChange={(event) => change({ shape: event.target.value as TableShape })}
      >
        {TABLE_SHAPES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`shapes.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch checked={active} onChange={(event) => change({ active: event.target.checked })} />
        }
        label={t('tables.active')}
      />
      {!active && (
        <Typography variant="caption" color="text.secondary">
          {t('tables.inactiveHint')}
        </Typography>
      )}
      {error && error !== 'name' && error !== 'nameTaken' && (
        <Alert severity="error">
          {error === 'seats' || error === 'seatsOrder'
            ? t(`fields.${error}`, { max: TABLE_MAX_SEATS })
            : t(`errors.${error}`)}
        </Alert>
      )}
      {done && !dirty && (
        <Alert severity="success" role="status">
          {t('panel.saved')}
        </Alert>
      )}
      <Button type="submit" variant="outlined" disabled={busy || !dirty}>
        {t('panel.saveTable')}
      </Button>
    </Stack>
  );
}

function NeighboursPicker({ saved, sameArea, onSaveNeighbours }: TablePanelProps) {
  const { t } = useTranslation('floor');
  const [chosen, setChosen] = useState<number[]>(saved.neighbour_ids);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FloorErrorKey | null>(null);
  const dirty =
    chosen.length !== saved.neighbour_ids.length ||
    chosen.some((id) => !saved.neighbour_ids.includes(id));
  const toggle = (id: number) =>
    setChosen((now) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id]));
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSaveNeighbours([...chosen].sort((a, b) => a - b));
    } catch (caught) {
      setError(floorErrorOf(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="h3">
        {t('neighbours.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('neighbours.hint', { max: TABLE_MAX_NEIGHBOURS })}
      </Typography>
      {sameArea.length === 0 ? (
        <Typography variant="body2">{t('neighbours.none')}</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1 }}>
          {sameArea.map((other) => {
            const on = chosen.includes(other.id);
            return (
              <Chip
                key={other.id}
                label={other.name}
                color={on ? 'secondary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                onClick={() => toggle(other.id)}
                disabled={!on && chosen.length >= TABLE_MAX_NEIGHBOURS}
                aria-pressed={on}
              />
            );
          })}
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t(`errors.${error}`)}
        </Alert>
      )}
      {sameArea.length > 0 && (
        <Button variant="outlined" onClick={() => void save()} disabled={busy || !dirty}>
          {t('neighbours.save')}
        </Button>
      )}
    </Box>
  );
}

function DeleteTable({ saved, onDelete, onSaveProperties }: TablePanelProps) {
  const { t } = useTranslation('floor');
  const askConfirm = useUiStore((state) => state.askConfirm);
  const [error, setError] = useState<FloorErrorKey | null>(null);
  const deactivate = async () => {
    const { id: _id, qr_token: _token, neighbour_ids: _pairs, ...fields } = saved;
    try {
      await onSaveProperties({ ...fields, active: false });
      setError(null);
    } catch (caught) {
      setError(floorErrorOf(caught));
    }
  };
  return (
    <Box>
      {error && (
        <Alert
          severity={error === 'tableInUse' ? 'warning' : 'error'}
          sx={{ mb: 1 }}
          action={
            error === 'tableInUse' && saved.active ? (
              <Button color="inherit" size="small" onClick={() => void deactivate()}>
                {t('tables.deactivate')}
              </Button>
            ) : undefined
          }
        >
          {t(`errors.${error}`)}
        </Alert>
      )}
      <Button
        color="error"
        onClick={() =>
          askConfirm({
            title: t('tables.deleteTitle', { name: saved.name }),
            message: t('tables.deleteMessage'),
            confirmLabel: t('tables.delete'),
            onConfirm: async () => {
              try {
                await onDelete();
              } catch (caught) {
                setError(floorErrorOf(caught));
              }
            },
          })
        }
      >
        {t('tables.delete')}
      </Button>
    </Box>
  );
}
