import GlobalStyles from '@mui/material/GlobalStyles';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatInstantTime } from '../../../shared/lib/dates';
import { countsCovers, type ServiceGroup } from '../lib/booking-day';

const SHEET_CLASS = 'bookings-print-sheet';

// On screen the sheet is not there; printed, it is all there is: an A4 list a host carries to the
// door, black on white, each service on its own with its covers.
const printStyles = {
  '@media screen': { [`.${SHEET_CLASS}`]: { display: 'none' } },
  '@media print': {
    '@page': { size: 'A4', margin: '12mm' },
    [`body > *:not(.${SHEET_CLASS})`]: { display: 'none !important' },
    html: { background: '#fff' },
    body: { margin: 0, background: '#fff' },
    [`.${SHEET_CLASS}`]: {
      display: 'block',
      color: '#000',
      fontFamily: 'system-ui, sans-serif',
      fontSize: '10pt',
    },
    [`.${SHEET_CLASS} h1`]: { fontSize: '16pt', margin: '0 0 2mm' },
    [`.${SHEET_CLASS} h2`]: { fontSize: '12pt', margin: '5mm 0 1mm' },
    // Fixed columns: lunch's table and dinner's line up on the page.
    [`.${SHEET_CLASS} table`]: { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' },
    [`.${SHEET_CLASS} .time`]: { width: '15mm' },
    [`.${SHEET_CLASS} .party`]: { width: '20mm' },
    [`.${SHEET_CLASS} .name`]: { width: '42mm' },
    [`.${SHEET_CLASS} .phone`]: { width: '40mm', whiteSpace: 'nowrap' },
    [`.${SHEET_CLASS} .state`]: { width: '28mm' },
    [`.${SHEET_CLASS} td.phone`]: { overflow: 'hidden', textOverflow: 'ellipsis' },
    // Nobody to expect: struck through, still there for the record.
    [`.${SHEET_CLASS} tr.gone td`]: { textDecoration: 'line-through', color: '#555' },
    [`.${SHEET_CLASS} th, .${SHEET_CLASS} td`]: {
      borderBottom: '0.3mm solid #999',
      padding: '1.5mm 1mm',
      textAlign: 'left',
      verticalAlign: 'top',
    },
    [`.${SHEET_CLASS} tr`]: { breakInside: 'avoid' },
    [`.${SHEET_CLASS} .box`]: { width: '6mm' },
  },
};

/** The day's list as printed, straight under `<body>` so print CSS can hide the rest. */
export function BookingsPrintSheet({
  date,
  restaurantName,
  groups,
  timeZone,
}: {
  date: string;
  restaurantName: string;
  groups: ServiceGroup[];
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('bookings');
  return createPortal(
    <div className={SHEET_CLASS} data-testid="bookings-print-sheet">
      <GlobalStyles styles={printStyles} />
      <h1>
        {restaurantName} — {formatCalendarDate(date, i18n.language)}
      </h1>
      {groups.map((group) => (
        <section key={group.service}>
          <h2>
            {t(`services.${group.service}`)} · {t('day.covers', { count: group.covers })}
          </h2>
          <table>
            <thead>
              <tr>
                <th className="box" aria-label="✓" />
                <th className="time">{t('create.time')}</th>
                <th className="party">{t('detail.party')}</th>
                <th className="name">{t('create.name')}</th>
                <th className="phone">{t('detail.phone')}</th>
                <th className="state">{t('day.status')}</th>
                <th>{t('row.notes')}</th>
              </tr>
            </thead>
            <tbody>
              {group.bookings.map((booking) => (
                <tr key={booking.id} className={countsCovers(booking.status) ? undefined : 'gone'}>
                  <td className="box">☐</td>
                  <td>{formatInstantTime(new Date(booking.starts_at), i18n.language, timeZone)}</td>
                  <td>{booking.party_size}</td>
                  <td>
                    <strong>{booking.name}</strong>
                    {booking.guest && booking.guest.no_shows_count > 0 && (
                      <> ({t('row.noShows', { count: booking.guest.no_shows_count })})</>
                    )}
                  </td>
                  <td className="phone">{booking.phone}</td>
                  <td>{t(`status.${booking.status}`)}</td>
                  <td>
                    {booking.notes}
                    {booking.guest?.notes && (
                      <>
                        {booking.notes && <br />}
                        <strong>{booking.guest.notes}</strong>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>,
    document.body,
  );
}
