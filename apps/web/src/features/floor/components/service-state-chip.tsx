import type { TableState } from '@coperto/shared/floor/service.constants';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { TABLE_STATE_LOOKS } from '../lib/service-table-state';
import { ServiceStateIcon } from './service-state-icon';

/** A table's state in a word with its icon, on its colours and border: readable without colour. */
export function ServiceStateChip({ state, count }: { state: TableState; count?: number }) {
  const { t } = useTranslation('floor');
  const look = TABLE_STATE_LOOKS[state];
  return (
    <Box
      component="span"
      data-state={state}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.25,
        borderRadius: 4,
        bgcolor: look.background,
        border: `2px ${look.border === 'double' ? 'solid' : look.border} ${look.accent}`,
        boxShadow: look.border === 'double' ? `inset 0 0 0 1px ${look.accent}` : undefined,
        fontSize: '0.8125rem',
        fontWeight: 600,
        color: 'text.primary',
        whiteSpace: 'nowrap',
        lineHeight: 1.6,
      }}
    >
      <ServiceStateIcon state={state} sx={{ fontSize: 16 }} />
      {t(`service.state.${state}`)}
      {count !== undefined && (
        <Box component="span" sx={{ fontWeight: 800 }}>
          {count}
        </Box>
      )}
    </Box>
  );
}
