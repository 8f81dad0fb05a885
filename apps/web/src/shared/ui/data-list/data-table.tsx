import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmptyState, ListEmptyState } from './list-empty-state';
import type { ListStateApi, RowId } from './use-list-state';

export interface DataColumn<TRow> {
  /** Unique among the columns; also the `orderByColumn` it sorts by unless `sortBy` says another. */
  key: string;
  header: ReactNode;
  /** The cell; the row's own `key` property by default. */
  render?: (row: TRow) => ReactNode;
  /** Sortable by the API column named here, or by `key` when `true`. */
  sortBy?: string | true;
  align?: 'left' | 'right' | 'center';
  /** Keeps the column readable when the table scrolls sideways on a tablet. */
  minWidth?: number;
}

const PAGE_SIZES = [20, 50, 100];
const SKELETON_ROWS = 5;

/**
 * A dashboard list (docs/decisions/013): sortable headers, pages of 20, optional row selection,
 * a loading state and an empty state that says what to do. Its search, sort, page and selection
 * are `list`, from useListState, so they survive leaving the screen. On a tablet the table scrolls
 * sideways inside its card rather than squeezing the columns.
 */
export function DataTable<TRow>({
  list,
  columns,
  rows,
  total,
  rowId,
  loading = false,
  selectable = false,
  onRowClick,
  emptyState,
  label,
}: {
  list: ListStateApi;
  columns: readonly DataColumn<TRow>[];
  /** The current page's rows; undefined while the first page loads. */
  rows: readonly TRow[] | undefined;
  total: number;
  rowId(row: TRow): RowId;
  loading?: boolean;
  selectable?: boolean;
  onRowClick?: (row: TRow) => void;
  emptyState: EmptyState;
  /** The table's accessible name. */
  label: string;
}) {
  const { t } = useTranslation('forms');
  const pageRows = rows ?? [];
  const pageIds = pageRows.map(rowId);
  const selectedOnPage = pageIds.filter((id) => list.selected.includes(id)).length;
  const columnCount = columns.length + (selectable ? 1 : 0);

  const togglePage = () => {
    const others = list.selected.filter((id) => !pageIds.includes(id));
    list.setSelected(selectedOnPage === pageIds.length ? others : [...others, ...pageIds]);
  };

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden', position: 'relative' }}>
      <Box sx={{ height: 4 }}>{loading && rows && <LinearProgress aria-hidden />}</Box>
      {selectable && list.selected.length > 0 && (
        <Box
          sx={{
            px: 2,
            py: 1,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            bgcolor: 'action.selected',
          }}
        >
          <Typography variant="body2" sx={{ flexGrow: 1 }} role="status">
            {t('list.selected', { count: list.selected.length })}
          </Typography>
          <Button size="small" onClick={() => list.setSelected([])}>
            {t('list.clearSelection')}
          </Button>
        </Box>
      )}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table aria-label={label} aria-busy={loading || !rows} sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              {selectable && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                    indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                    disabled={pageIds.length === 0}
                    onChange={togglePage}
                    slotProps={{ input: { 'aria-label': t('list.selectPage') } }}
                  />
                </TableCell>
              )}
              {columns.map((column) => {
                const sortColumn = column.sortBy === true ? column.key : column.sortBy;
                const sorted = sortColumn !== undefined && list.orderByColumn === sortColumn;
                return (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sx={{ minWidth: column.minWidth, fontWeight: 600, whiteSpace: 'nowrap' }}
                    sortDirection={sorted ? list.orderByType : false}
                  >
                    {sortColumn === undefined ? (
                      column.header
                    ) : (
                      <TableSortLabel
                        active={sorted}
                        direction={sorted ? list.orderByType : 'asc'}
                        onClick={() => list.sortBy(sortColumn)}
                      >
                        {column.header}
                      </TableSortLabel>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {!rows &&
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else.
                <TableRow key={index} data-testid="data-table-skeleton">
                  {Array.from({ length: columnCount }, (_, cell) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else.
                    <TableCell key={cell}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {rows && pageRows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columnCount} sx={{ border: 0 }}>
                  <ListEmptyState emptyState={emptyState} />
                </TableCell>
              </TableRow>
            )}
            {pageRows.map((row) => {
              const id = rowId(row);
              const selected = list.selected.includes(id);
              return (
                <TableRow
                  key={id}
                  hover
                  selected={selected}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  sx={{ cursor: onRowClick ? 'pointer' : undefined, opacity: loading ? 0.6 : 1 }}
                >
                  {selectable && (
                    <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                      <Checkbox
                        checked={selected}
                        onChange={() => list.toggleSelected(id)}
                        slotProps={{ input: { 'aria-label': t('list.selectRow') } }}
                      />
                    </TableCell>
                  )}
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.align}>
                      {column.render
                        ? column.render(row)
                        : String((row as Record<string, unknown>)[column.key] ?? '')}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {total > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={list.page - 1}
          rowsPerPage={list.limit}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, page) => list.setPage(page + 1)}
          onRowsPerPageChange={(event) => list.setLimit(Number(event.target.value))}
          labelRowsPerPage={t('list.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
          getItemAriaLabel={(type) => t(`list.goTo.${type}`)}
          // On a phone the label goes (it still names the select) so the arrows fit the width.
          sx={{
            '& .MuiTablePagination-toolbar': { px: { xs: 1, sm: 2 } },
            '& .MuiTablePagination-selectLabel': { display: { xs: 'none', sm: 'block' } },
          }}
        />
      )}
    </Paper>
  );
}
