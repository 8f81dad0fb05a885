import ChevronRight from '@mui/icons-material/ChevronRight';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatInstantTime } from '../../../shared/lib/dates';
import { formatSittingTime, minutesSince, TABLE_STATE_LOOKS } from '../lib/service-table-state';
import { notesOf, type ServiceIndex, tableNames } from '../lib/service-view';
import { ServiceStateChip } from './service-state-chip';

/**
 * The tables as a list (a phone, or a host who prefers it): each with its state in words, the
 * party, how long it has sat, who and what to mind; a tap opens the table.
 */
export function ServiceTableList({
  index,
  now,
  timeZone,
  onTableClick,
}: {
  index: ServiceIndex;
  now: number;
  timeZone: string;
  onTableClick(tableId: number): void;
}) {
  const { t, i18n } = useTranslation('floor');
  return (
    <Box
      component="ul"
      aria-label={t('service.tableList')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'minmax(0, 1fr)',
      }}
    >
      {index.tables.map(({ table, areaName, seating, nextBooking }) => {
        const look = TABLE_STATE_LOOKS[table.state];
        const booking = seating?.booking ?? nextBooking;
        const notes = notesOf(booking);
        const joined =
          seating && seating.table_ids.length > 1 ? tableNames(index, seating.table_ids) : null;
        return (
          <li key={table.id} data-testid={`service-row-${table.name}`}>
            <ButtonBase
              onClick={() => onTableClick(table.id)}
              aria-label={t('service.openTable', { name: table.name })}
              sx={{
                width: '100%',
                textAlign: 'left',
                justifyContent: 'flex-start',
                gap: 1.5,
                p: 1.25,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                borderLeft: `6px ${look.border === 'double' ? 'double' : look.border} ${look.accent}`,
                bgcolor: 'background.paper',
              }}
            >
              <Box sx={{ minWidth: 44, textAlign: 'center' }}>
                <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', lineHeight: 1.1 }}>
                  {table.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="p">
                  {areaName}
                </Typography>
              </Box>
              <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.25 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <ServiceStateChip state={table.state} />
                  {seating && (
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t('service.partyOf', { count: seating.party_size })}
                      {' · '}
                      {formatSittingTime(minutesSince(seating.seated_at, now), i18n.language)}
                    </Typography>
                  )}
                  {!seating && nextBooking && (
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {formatInstantTime(new Date(nextBooking.starts_at), i18n.language, timeZone)}
                      {' · '}
                      {t('service.partyOf', { count: nextBooking.party_size })}
                    </Typography>
                  )}
                </Box>
                {(seating?.guest_name || (!seating && nextBooking)) && (
                  <Typography variant="body2" noWrap>
                    {seating ? seating.guest_name : nextBooking?.name}
                    {joined && ` · ${t('service.joined', { names: joined })}`}
                  </Typography>
                )}
                {notes.length > 0 && (
                  <Typography
                    variant="body2"
                    noWrap
                    sx={{ display: 'flex', gap: 0.5, alignItems: 'center', color: 'warning.dark' }}
                  >
                    <WarningAmberOutlined sx={{ fontSize: 16 }} aria-hidden />
                    {/* Its own box: in a flex row, only a child's text can end in "…". */}
                    <Box
                      component="span"
                      sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
                    >
                      {notes.join(' · ')}
                    </Box>
                  </Typography>
                )}
              </Box>
              <ChevronRight color="action" aria-hidden />
            </ButtonBase>
          </li>
        );
      })}
    </Box>
  );
}
