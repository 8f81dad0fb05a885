import { ORDER_LINE_NOTES_MAX_LENGTH } from '@coperto/shared/orders/order.constants';
import Add from '@mui/icons-material/Add';
import EditNote from '@mui/icons-material/EditNote';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../lib/format-money';
import { type DraftLine, draftTotal, setNotes, setQuantity } from './order-draft';

/**
 * The lines being entered: − and + for the quantity (down to none removes the line), a note for
 * the kitchen per line, and the menu's total as an estimate. `problems` marks lines the server
 * refused, by their index.
 */
export function DraftLines({
  lines,
  onChange,
  problems = {},
}: {
  lines: readonly DraftLine[];
  onChange(lines: DraftLine[]): void;
  problems?: Record<number, string>;
}) {
  const { t, i18n } = useTranslation('orders');
  const [noting, setNoting] = useState<Set<string>>(new Set());
  const money = (euros: number) => formatEuros(euros, i18n.language);
  if (lines.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {t('entry.noLines')}
      </Typography>
    );
  }
  return (
    <Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('entry.lines')}>
        {lines.map((line, index) => {
          const label = line.variantName ? `${line.name} · ${line.variantName}` : line.name;
          const showNote = noting.has(line.key) || line.notes !== '';
          return (
            <Box
              component="li"
              key={line.key}
              sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}
              aria-label={label}
            >
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <IconButton
                  size="small"
                  aria-label={t('entry.less', { name: label })}
                  onClick={() => onChange(setQuantity(lines, line.key, line.quantity - 1))}
                >
                  <Remove />
                </IconButton>
                <Typography
                  sx={{ fontWeight: 700, minWidth: 24, textAlign: 'center' }}
                  aria-label={t('entry.quantity')}
                >
                  {line.quantity}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('entry.more', { name: label })}
                  onClick={() => onChange(setQuantity(lines, line.key, line.quantity + 1))}
                >
                  <Add />
                </IconButton>
                <Typography sx={{ flex: 1, minWidth: 0, ml: 0.5 }}>{label}</Typography>
                <Typography sx={{ whiteSpace: 'nowrap' }}>
                  {money(line.unitPrice * line.quantity)}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('entry.note', { name: label })}
                  onClick={() => setNoting(new Set(noting).add(line.key))}
                  color={line.notes ? 'primary' : 'default'}
                >
                  <EditNote />
                </IconButton>
              </Stack>
              {showNote && (
                <TextField
                  size="small"
                  fullWidth
                  autoFocus={line.notes === ''}
                  label={t('entry.noteLabel')}
                  value={line.notes}
                  onChange={(event) => onChange(setNotes(lines, line.key, event.target.value))}
                  slotProps={{ htmlInput: { maxLength: ORDER_LINE_NOTES_MAX_LENGTH } }}
                  sx={{ mt: 0.5 }}
                />
              )}
              {problems[index] && (
                <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
                  {problems[index]}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
        <Typography color="text.secondary">{t('entry.estimate')}</Typography>
        <Typography sx={{ fontWeight: 700 }}>{money(draftTotal(lines))}</Typography>
      </Stack>
    </Box>
  );
}
