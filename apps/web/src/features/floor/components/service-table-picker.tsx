import CheckOutlined from '@mui/icons-material/CheckOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ServiceTableView } from '../lib/service-view';

function seatsOf(view: ServiceTableView) {
  const { seats_min, seats_max } = view.table;
  return seats_min === seats_max ? String(seats_max) : `${seats_min}–${seats_max}`;
}

/**
 * Free tables to choose, one or several pushed together: each says its name, seats and room, the
 * ones that can be joined to the chosen ones marked; the seats chosen are added up against the party.
 */
export function ServiceTablePicker({
  label,
  candidates,
  selected,
  partySize,
  onChange,
}: {
  label: string;
  candidates: readonly ServiceTableView[];
  selected: readonly number[];
  partySize?: number;
  onChange(tableIds: number[]): void;
}) {
  const { t } = useTranslation('floor');
  const chosen = candidates.filter((view) => selected.includes(view.table.id));
  const joinable = new Set(chosen.flatMap((view) => view.table.neighbour_ids));
  const seats = chosen.reduce((sum, view) => sum + view.table.seats_max, 0);
  const toggle = (tableId: number) =>
    onChange(
      selected.includes(tableId) ? selected.filter((id) => id !== tableId) : [...selected, tableId],
    );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {candidates.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('service.noFreeTables')}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {candidates.map((view) => {
            const on = selected.includes(view.table.id);
            const near = !on && joinable.has(view.table.id);
            return (
              <Chip
                key={view.table.id}
                role="checkbox"
                aria-checked={on}
                icon={on ? <CheckOutlined /> : undefined}
                color={on ? 'primary' : near ? 'secondary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                onClick={() => toggle(view.table.id)}
                label={t('service.pickTable', {
                  name: view.table.name,
                  seats: seatsOf(view),
                  area: view.areaName,
                })}
                sx={{ fontWeight: on ? 700 : 500, height: 40, borderRadius: 5 }}
              />
            );
          })}
        </Box>
      )}
      {chosen.length > 0 && (
        <Typography
          variant="body2"
          sx={{ mt: 1 }}
          color={partySize !== undefined && partySize > seats ? 'warning.dark' : 'text.secondary'}
        >
          {partySize !== undefined && partySize > seats
            ? t('service.fewSeats', { count: seats, party: partySize })
            : t('service.seatsChosen', { count: seats })}
          {joinable.size > 0 && ` · ${t('service.joinableHint')}`}
        </Typography>
      )}
    </Box>
  );
}
