import { BILL_MAX_PARTS } from '@coperto/shared/floor/service.constants';
import type { SeatingDetail } from '@coperto/shared/floor/service.schemas';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CallSplitOutlined from '@mui/icons-material/CallSplitOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuroCents, formatEuros } from '../../../shared/lib/format-money';
import {
  assignmentOf,
  type ItemsAssignment,
  itemsParts,
  itemsSplitReady,
  previewEqualParts,
} from '../lib/service-bill';
import { useServiceMoves } from '../lib/service-moves';
import { ServiceDialog } from './service-dialog';

/** Up to this many parts, each dish gets a row of part buttons; more, a list to choose from. */
const FEW_PARTS = 4;

function PartsStepper({ value, onChange }: { value: number; onChange(next: number): void }) {
  const { t } = useTranslation('floor');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography sx={{ flex: 1 }}>{t('service.split.parts')}</Typography>
      <IconButton
        aria-label={t('service.split.fewer')}
        onClick={() => onChange(value - 1)}
        disabled={value <= 2}
      >
        <RemoveOutlined />
      </IconButton>
      <Typography
        aria-live="polite"
        sx={{ fontWeight: 800, fontSize: '1.25rem', minWidth: 32, textAlign: 'center' }}
      >
        {value}
      </Typography>
      <IconButton
        aria-label={t('service.split.more')}
        onClick={() => onChange(value + 1)}
        disabled={value >= BILL_MAX_PARTS}
      >
        <AddOutlined />
      </IconButton>
    </Box>
  );
}

/**
 * Split the bill: in N equal parts (each part's amount shown before sending, the cents left over
 * on the first parts so they add up to the total), or by the dishes each part had. The amounts
 * the API answers (an order's discount spread over its dishes) are the ones then shown and paid.
 */
export function ServiceSplitDialog({
  seating,
  onClose,
}: {
  seating: SeatingDetail;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('floor');
  const moves = useServiceMoves();
  /** Only what is left to pay is split: dishes paid with an earlier bill stay out. */
  const lines = seating.lines.filter((line) => !line.paid);
  const [mode, setMode] = useState<'equal' | 'items'>(
    seating.bill.split === 'items' ? 'items' : 'equal',
  );
  const [parts, setParts] = useState(Math.max(2, seating.bill.parts.length));
  const [assignment, setAssignment] = useState<ItemsAssignment>(() =>
    assignmentOf(seating.bill.parts),
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const money = (cents: number) => formatEuroCents(cents, i18n.language);
  const equal = previewEqualParts(seating.bill.due, parts).map((cents, at) => ({
    number: at + 1,
    cents,
  }));
  const partIndexes = Array.from({ length: parts }, (_, at) => at);
  const byItems = itemsParts(lines, assignment, parts);
  const given = (lineId: number) => assignment[lineId] ?? 0;
  /** Fewer parts: the dishes of a part taken away go to the last part left. */
  const changeParts = (count: number) => {
    setParts(count);
    setAssignment(
      Object.fromEntries(
        Object.entries(assignment).map(([id, part]) => [
          id,
          part === 'all' ? part : Math.min(part, count - 1),
        ]),
      ),
    );
  };
  const ready = mode === 'equal' ? seating.bill.due > 0 : itemsSplitReady(lines, assignment, parts);

  const submit = () => {
    setRefusal(null);
    moves.run(
      {
        kind: 'split',
        seatingId: seating.id,
        body:
          mode === 'equal'
            ? { mode: 'equal', parts }
            : { mode: 'items', parts: byItems.map((part) => ({ line_ids: part.lineIds })) },
      },
      t('service.done.split', { count: mode === 'equal' ? parts : byItems.length }),
      { onSuccess: onClose, onError: setRefusal },
    );
  };

  return (
    <ServiceDialog
      title={t('service.split.title', { total: formatEuros(seating.bill.due, i18n.language) })}
      submitLabel={t('service.split.submit')}
      canSubmit={ready}
      busy={moves.pending}
      onSubmit={submit}
      onClose={onClose}
    >
      {refusal && <Alert severity="warning">{refusal}</Alert>}
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={mode}
        onChange={(_event, value: 'equal' | 'items' | null) => value && setMode(value)}
        aria-label={t('service.split.how')}
      >
        <ToggleButton value="equal">{t('service.split.equal')}</ToggleButton>
        <ToggleButton value="items" disabled={lines.length < 2}>
          {t('service.split.items')}
        </ToggleButton>
      </ToggleButtonGroup>
      <PartsStepper value={parts} onChange={changeParts} />

      {mode === 'equal' ? (
        <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
          {equal.map(({ number, cents }) => (
            <Box
              component="li"
              key={number}
              sx={{ display: 'flex', justifyContent: 'space-between' }}
            >
              <span>{t('service.split.part', { number })}</span>
              <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {money(cents)}
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        <>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {lines.map((line) => (
              <Box
                component="li"
                key={line.id}
                sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  {/* A dish's whole name, on two lines if need be: cut short, two dishes read alike. */}
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {line.quantity > 1 ? `${line.quantity} × ` : ''}
                    {line.name}
                    {line.variant_name ? ` (${line.variant_name})` : ''}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatEuros(line.total, i18n.language)}
                  </Typography>
                </Box>
                {parts <= FEW_PARTS ? (
                  // A few parts: one tap per dish, the part's number on the button.
                  <ToggleButtonGroup
                    exclusive
                    size="small"
                    value={given(line.id)}
                    onChange={(_event, value: number | 'all' | null) =>
                      value !== null && setAssignment({ ...assignment, [line.id]: value })
                    }
                    aria-label={t('service.split.partOf', { name: line.name })}
                    sx={{ flexShrink: 0 }}
                  >
                    {partIndexes.map((part) => (
                      <ToggleButton
                        key={part}
                        value={part}
                        aria-label={t('service.split.part', { number: part + 1 })}
                        sx={{ minWidth: 40, fontWeight: 700 }}
                      >
                        {part + 1}
                      </ToggleButton>
                    ))}
                    <ToggleButton
                      value="all"
                      aria-label={t('service.split.shared')}
                      title={t('service.split.shared')}
                      sx={{ minWidth: 40 }}
                    >
                      <CallSplitOutlined fontSize="small" />
                    </ToggleButton>
                  </ToggleButtonGroup>
                ) : (
                  <TextField
                    select
                    size="small"
                    label={t('service.split.partShort')}
                    value={given(line.id)}
                    onChange={(event) => {
                      const value = event.target.value;
                      setAssignment({
                        ...assignment,
                        [line.id]: value === 'all' ? 'all' : Number(value),
                      });
                    }}
                    slotProps={{
                      select: {
                        SelectDisplayProps: {
                          'aria-label': t('service.split.partOf', { name: line.name }),
                        },
                      } as object,
                    }}
                    sx={{ width: 110, flexShrink: 0 }}
                  >
                    {partIndexes.map((part) => (
                      <MenuItem key={part} value={part}>
                        {t('service.split.part', { number: part + 1 })}
                      </MenuItem>
                    ))}
                    <MenuItem value="all">{t('service.split.sharedShort')}</MenuItem>
                  </TextField>
                )}
              </Box>
            ))}
          </Box>
          {/* Every part as the host numbered it: an empty one says so (and is left out). */}
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
          >
            {partIndexes.map((index) => {
              const part = byItems.find((kept) => kept.index === index);
              return (
                <Box
                  component="li"
                  key={index}
                  data-testid={`split-items-part-${index + 1}`}
                  sx={{
                    px: 1.5,
                    py: 0.75,
                    borderRadius: 2,
                    bgcolor: part ? 'grey.100' : 'transparent',
                    border: 1,
                    borderColor: part ? 'transparent' : 'grey.300',
                    borderStyle: part ? 'solid' : 'dashed',
                  }}
                >
                  <Typography variant="caption" component="p" color="text.secondary">
                    {t('service.split.part', { number: index + 1 })}
                  </Typography>
                  {part ? (
                    <Typography sx={{ fontWeight: 700 }}>{money(part.cents)}</Typography>
                  ) : (
                    <Typography color="text.secondary">{t('service.split.emptyPart')}</Typography>
                  )}
                </Box>
              );
            })}
          </Box>
          {!ready && (
            <Typography variant="body2" color="text.secondary">
              {t('service.split.itemsHelp')}
            </Typography>
          )}
        </>
      )}
    </ServiceDialog>
  );
}
