import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmptyState, ListEmptyState } from './list-empty-state';
import type { ListStateApi, RowId } from './use-list-state';

/**
 * A dashboard list on a phone, where DataTable (640 px wide) would hide the figure that matters:
 * one line a row, what it is on the left and its figure on the right, the whole line opening it,
 * a page at a time. Its page is `list`'s, so it is the table's page too when the phone turns.
 */
export function PhoneRowList<TRow>({
  list,
  rows,
  total,
  rowId,
  label,
  emptyState,
  openLabel,
  onOpen,
  renderMain,
  renderAside,
}: {
  list: ListStateApi;
  /** The current page's rows; undefined while the first page loads. */
  rows: readonly TRow[] | undefined;
  total: number;
  rowId(row: TRow): RowId;
  /** The list's accessible name. */
  label: string;
  emptyState: EmptyState;
  /** The accessible name of the row's open button: "Apri PIZZA5". */
  openLabel(row: TRow): string;
  onOpen(row: TRow): void;
  /** The left of the line: its name and details, cut to one line each. */
  renderMain(row: TRow): ReactNode;
  /** The right of the line: the figure, the state; a button here stays its own. */
  renderAside(row: TRow): ReactNode;
}) {
  if (rows && rows.length === 0)
    return (
      <Paper variant="outlined">
        <ListEmptyState emptyState={emptyState} />
      </Paper>
    );
  return (
    <Paper variant="outlined" component="section" aria-label={label}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {(rows ?? []).map((row) => (
          <Box
            component="li"
            key={rowId(row)}
            sx={{
              position: 'relative',
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) auto',
              gap: 1,
              px: 2,
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <Box
              component="button"
              type="button"
              aria-label={openLabel(row)}
              onClick={() => onOpen(row)}
              sx={{
                all: 'unset',
                cursor: 'pointer',
                minWidth: 0,
                // The button's layer covers the whole line, so a tap on the figure opens it too.
                '&::after': { content: '""', position: 'absolute', inset: 0 },
                '&:focus-visible::after': { outline: 2, outlineColor: 'primary.main' },
              }}
            >
              {renderMain(row)}
            </Box>
            <Stack
              spacing={0.5}
              sx={{
                alignItems: 'flex-end',
                textAlign: 'right',
                '& button, & a': { position: 'relative', zIndex: 1 },
              }}
            >
              {renderAside(row)}
            </Stack>
          </Box>
        ))}
      </Box>
      <PhonePager list={list} total={total} />
    </Paper>
  );
}

/**
 * Under a phone list, past one page: the rows in view of how many ("21–40 di 312") between the
 * arrows to the page before and after, as the table's own pager says it.
 */
function PhonePager({ list, total }: { list: ListStateApi; total: number }) {
  const { t } = useTranslation('forms');
  const pages = Math.max(1, Math.ceil(total / list.limit));
  if (pages <= 1) return null;
  const from = (list.page - 1) * list.limit + 1;
  const to = Math.min(total, list.page * list.limit);
  return (
    <Stack
      direction="row"
      sx={{
        justifyContent: 'space-between',
        alignItems: 'center',
        px: 1,
        py: 0.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton
        size="large"
        disabled={list.page <= 1}
        onClick={() => list.setPage(list.page - 1)}
        aria-label={t('list.goTo.previous')}
      >
        <ChevronLeft />
      </IconButton>
      <Typography variant="body2" role="status">
        {t('list.displayedRows', { from, to, count: total })}
      </Typography>
      <IconButton
        size="large"
        disabled={list.page >= pages}
        onClick={() => list.setPage(list.page + 1)}
        aria-label={t('list.goTo.next')}
      >
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
