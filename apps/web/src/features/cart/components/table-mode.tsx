import { TABLE_QR_TOKEN_PATTERN } from '@coperto/shared/floor/floor.constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { useTableByQr } from '../api/get-table-by-qr';
import { useCartTable } from '../hooks/use-cart-table';
import { tableFromScan } from '../lib/cart-table';
import { useCartStore } from '../stores/cart-store';
import './table-mode.css';

export interface TableModeProps {
  /** The `table` of the address the QR code opened, until it is settled; null otherwise. */
  scannedToken: string | null;
  /** The site's restaurant: a code of another restaurant is not this site's table. */
  publicKey: string;
  /** Whether guests can order now: the banner promises it only then. */
  orderingOpen: boolean;
  /** The scan is settled (kept or refused): the page drops it from its address. */
  onScanSettled(): void;
  /** Whether a table is kept now: the page words its own notices for a guest at a table. */
  onTableChange?(atTable: boolean): void;
}

/**
 * Ordering at the table (decision 062), as the menu shows it: a scanned code is checked and kept
 * with the cart, and while it is kept a banner says which table the order goes to, with a way out.
 * A code that names no active table of this restaurant says so once and leaves the menu as it is.
 * Plain elements and CSS: it is on the menu page, which carries no MUI.
 */
export function TableMode({
  scannedToken,
  publicKey,
  orderingOpen,
  onScanSettled,
  onTableChange,
}: TableModeProps) {
  const { t } = useTranslation('cart');
  const table = useCartTable();
  const enterTable = useCartStore((s) => s.enterTable);
  const leaveTable = useCartStore((s) => s.leaveTable);
  const [refused, setRefused] = useState(false);
  const atTable = table !== null;
  useEffect(() => onTableChange?.(atTable), [atTable, onTableChange]);
  const scan = useTableByQr(scannedToken);
  const wellFormed = scannedToken !== null && TABLE_QR_TOKEN_PATTERN.test(scannedToken);
  const refusedByServer =
    scan.error instanceof ApiRequestError &&
    (scan.error.status === 404 || scan.error.status === 400);

  useEffect(() => {
    if (scannedToken === null) return;
    const found = scan.data;
    if (wellFormed && found && found.restaurant_public_key === publicKey) {
      enterTable(tableFromScan(scannedToken, found.table_name, Date.now()), publicKey);
      setRefused(false);
      onScanSettled();
    } else if (!wellFormed || found || refusedByServer) {
      // A code for no table (or another restaurant's): the guest is not at the table they were.
      leaveTable();
      setRefused(true);
      onScanSettled();
    }
  }, [
    scannedToken,
    wellFormed,
    scan.data,
    refusedByServer,
    publicKey,
    enterTable,
    leaveTable,
    onScanSettled,
  ]);

  if (scannedToken !== null && wellFormed && scan.isError && !refusedByServer) {
    return (
      <div className="table-mode table-mode--problem" role="alert" data-testid="table-mode-failed">
        <p className="table-mode__text">{t('table.checkFailed')}</p>
        <button
          type="button"
          className="table-mode__action"
          onClick={() => void scan.refetch()}
          disabled={scan.isFetching}
        >
          {t('table.retry')}
        </button>
      </div>
    );
  }
  if (scannedToken !== null && wellFormed) {
    return (
      <p
        className="table-mode table-mode--checking"
        role="status"
        data-testid="table-mode-checking"
      >
        {t('table.checking')}
      </p>
    );
  }
  if (table) {
    return (
      <section
        className="table-mode"
        aria-label={t('table.label', { table: table.name })}
        data-testid="table-mode-banner"
      >
        <TableIcon />
        <div className="table-mode__text">
          <strong>{t('table.title', { table: table.name })}</strong>
          <span>{orderingOpen ? t('table.hint') : t('table.closedHint')}</span>
        </div>
        <button
          type="button"
          className="table-mode__action"
          onClick={leaveTable}
          data-testid="table-mode-leave"
        >
          {t('table.leave')}
        </button>
      </section>
    );
  }
  if (refused) {
    return (
      <div className="table-mode table-mode--problem" role="alert" data-testid="table-mode-invalid">
        <p className="table-mode__text">
          <strong>{t('table.invalidTitle')}</strong>
          <span>{t('table.invalid')}</span>
        </p>
        <button type="button" className="table-mode__action" onClick={() => setRefused(false)}>
          {t('table.dismiss')}
        </button>
      </div>
    );
  }
  return null;
}

/** A small table seen from the side: the banner's mark. */
function TableIcon() {
  return (
    <svg className="table-mode__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path
        d="M3 9h18M6 9v10M18 9v10M9 5.5h6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
