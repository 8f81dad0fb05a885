import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ComponentProps } from 'react';
import { DataTable } from './data-table';
import { PhoneRowList } from './phone-row-list';

type PhoneRow<TRow> = Pick<
  ComponentProps<typeof PhoneRowList<TRow>>,
  'openLabel' | 'renderMain' | 'renderAside'
>;

/**
 * A dashboard list of rows to open: DataTable from a tablet up, PhoneRowList on a phone, where
 * the table's 640 px would hide the figure that matters. Both on the same `list`, so a phone
 * turned sideways keeps its page.
 */
export function DataList<TRow>({
  onOpen,
  phoneRow,
  ...table
}: Omit<ComponentProps<typeof DataTable<TRow>>, 'onRowClick'> & {
  onOpen(row: TRow): void;
  /** What a row's line says on a phone. */
  phoneRow: PhoneRow<TRow>;
}) {
  const theme = useTheme();
  const phone = !useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  if (!phone) return <DataTable {...table} onRowClick={onOpen} />;
  const { list, label, rows, total, rowId, emptyState } = table;
  return (
    <PhoneRowList
      {...{ list, label, rows, total, rowId, emptyState }}
      {...phoneRow}
      onOpen={onOpen}
    />
  );
}
