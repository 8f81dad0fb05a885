import GlobalStyles from '@mui/material/GlobalStyles';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

const SHEET_CLASS = 'floor-qr-print-sheet';

// On screen the sheet is not there; printed, it is all there is: A4 pages of cards to cut out,
// twelve a page (three by four), each the table's name, its code and what to do with it.
const printStyles = {
  '@media screen': { [`.${SHEET_CLASS}`]: { display: 'none' } },
  '@media print': {
    '@page': { size: 'A4', margin: '10mm' },
    [`body > *:not(.${SHEET_CLASS})`]: { display: 'none !important' },
    html: { background: '#fff' },
    body: { margin: 0, background: '#fff' },
    [`.${SHEET_CLASS}`]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(3, 1fr)',
      gap: '4mm',
      color: '#000',
      fontFamily: 'system-ui, sans-serif',
    },
    [`.${SHEET_CLASS} .card`]: {
      border: '0.3mm dashed #888',
      borderRadius: '3mm',
      padding: '4mm 3mm',
      height: '64mm',
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'space-between',
      textAlign: 'center',
      breakInside: 'avoid',
    },
    [`.${SHEET_CLASS} .restaurant`]: { fontSize: '8pt', color: '#444' },
    [`.${SHEET_CLASS} .table`]: { fontSize: '16pt', fontWeight: 700 },
    [`.${SHEET_CLASS} img`]: { width: '36mm', height: '36mm' },
    [`.${SHEET_CLASS} .scan`]: { fontSize: '10pt', fontWeight: 600 },
  },
};

export interface QrCard {
  id: number;
  name: string;
  /** The code as an SVG data URL. */
  svgUrl: string;
}

/**
 * The printable sheet of every active table's code, straight under `<body>` so print CSS can hide
 * the rest. Its words are in the restaurant's language (the guests'), not the host's.
 */
export function QrPrintSheet({
  restaurantName,
  language,
  cards,
}: {
  restaurantName: string;
  language: string;
  cards: readonly QrCard[];
}) {
  const { t } = useTranslation('floor', { lng: language });
  return createPortal(
    <div className={SHEET_CLASS} data-testid="floor-qr-print-sheet" lang={language}>
      <GlobalStyles styles={printStyles} />
      {cards.map((card) => (
        <div className="card" key={card.id}>
          <div className="restaurant">{restaurantName}</div>
          <div className="table">{t('qr.printTable', { name: card.name })}</div>
          <img src={card.svgUrl} alt="" />
          <div className="scan">{t('qr.scanToOrder')}</div>
        </div>
      ))}
    </div>,
    document.body,
  );
}
