import type { CashUp } from '@coperto/shared/cashups/cashup.schemas';
import { type ServiceTakings, takingsByService } from '@coperto/shared/cashups/cashup-figures';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../shared/lib/dates';
import { useCashUpText } from '../lib/use-cashup-text';

const SHEET_CLASS = 'cashup-print-sheet';

// On screen the sheet is not there; printed, it is all there is: one A4 page the owner files
// with the register's own receipt, black on white.
const printStyles = {
  '@media screen': { [`.${SHEET_CLASS}`]: { display: 'none' } },
  '@media print': {
    '@page': { size: 'A4', margin: '14mm' },
    [`body > *:not(.${SHEET_CLASS})`]: { display: 'none !important' },
    html: { background: '#fff' },
    body: { margin: 0, background: '#fff' },
    [`.${SHEET_CLASS}`]: {
      display: 'block',
      color: '#000',
      fontFamily: 'system-ui, sans-serif',
      fontSize: '10.5pt',
    },
    [`.${SHEET_CLASS} h1`]: { fontSize: '17pt', margin: '0 0 1mm' },
    [`.${SHEET_CLASS} h2`]: { fontSize: '12pt', margin: '6mm 0 1.5mm' },
    [`.${SHEET_CLASS} .sub`]: { margin: 0, color: '#333' },
    [`.${SHEET_CLASS} table`]: { width: '100%', borderCollapse: 'collapse' },
    [`.${SHEET_CLASS} th, .${SHEET_CLASS} td`]: {
      borderBottom: '0.3mm solid #999',
      padding: '1.5mm 1mm',
      textAlign: 'left',
      verticalAlign: 'top',
    },
    [`.${SHEET_CLASS} td.num, .${SHEET_CLASS} th.num`]: {
      textAlign: 'right',
      whiteSpace: 'nowrap',
    },
    [`.${SHEET_CLASS} tr.total td`]: { fontWeight: 700, borderBottom: '0.6mm solid #000' },
    [`.${SHEET_CLASS} .warning`]: {
      border: '0.5mm solid #000',
      padding: '2mm 3mm',
      margin: '3mm 0',
      fontWeight: 700,
    },
    [`.${SHEET_CLASS} .columns`]: { display: 'flex', gap: '8mm' },
    [`.${SHEET_CLASS} .columns > section`]: { flex: 1 },
    [`.${SHEET_CLASS} .signature`]: {
      marginTop: '14mm',
      borderTop: '0.3mm solid #000',
      width: '70mm',
      paddingTop: '1mm',
    },
  },
};

/** The close as printed, straight under `<body>` so print CSS can hide the rest. */
export function CashUpPrintSheet({
  cashUp,
  restaurantName,
}: {
  cashUp: CashUp;
  restaurantName: string;
}) {
  const { t } = useTranslation('cashups');
  const text = useCashUpText();
  const f = cashUp.figures;
  const cents = (euros: number) => Math.round(euros * 100);
  const byService: ServiceTakings[] = takingsByService(
    cashUp.day.map((d) => ({
      type: d.type,
      total_takings_cents: cents(d.total_takings),
      covers: d.covers,
    })),
  );
  return createPortal(
    <div className={SHEET_CLASS} data-testid="cashup-print-sheet">
      <GlobalStyles styles={printStyles} />
      <h1>
        {t('print.heading')} — {restaurantName}
      </h1>
      <p className="sub">
        {text.day(cashUp.cash_up_date)} · {t(`types.${cashUp.type}`)}
      </p>
      {!f.balanced && (
        <p className="warning">
          {f.difference > 0
            ? t('figures.over', { amount: text.euros(Math.abs(f.difference)) })
            : t('figures.under', { amount: text.euros(Math.abs(f.difference)) })}
        </p>
      )}
      <div className="columns">
        <section>
          <h2>{t('form.money')}</h2>
          <table>
            <tbody>
              <tr>
                <td>{t('form.bnt')}</td>
                <td className="num">{text.euros(cashUp.bnt)}</td>
              </tr>
              <tr>
                <td>{t('form.cash')}</td>
                <td className="num">{text.euros(cashUp.cash)}</td>
              </tr>
              <tr>
                <td>{t('figures.extras')}</td>
                <td className="num">{text.euros(f.extra_expenses)}</td>
              </tr>
              <tr className="total">
                <td>{t('figures.total')}</td>
                <td className="num">{text.euros(f.total_takings)}</td>
              </tr>
              <tr>
                <td>{t('form.till')}</td>
                <td className="num">{text.euros(cashUp.till)}</td>
              </tr>
              <tr className="total">
                <td>{t('figures.difference')}</td>
                <td className="num">{text.signedCents(cents(f.difference))}</td>
              </tr>
            </tbody>
          </table>
        </section>
        <section>
          <h2>{t('form.covers')}</h2>
          <table>
            <tbody>
              {(['breakfast', 'lunch', 'aperitif', 'dinner'] as const).map((s) => (
                <tr key={s}>
                  <td>{t(`types.${s}`)}</td>
                  <td className="num">{cashUp[`${s}_count`]}</td>
                </tr>
              ))}
              <tr className="total">
                <td>{t('figures.covers')}</td>
                <td className="num">{f.covers}</td>
              </tr>
              <tr>
                <td>{t('figures.average')}</td>
                <td className="num">
                  {f.average_per_cover === null ? '—' : text.euros(f.average_per_cover)}
                </td>
              </tr>
            </tbody>
          </table>
        </section>
      </div>
      {byService.length > 1 && (
        <>
          <h2>{t('detail.byService')}</h2>
          <table>
            <tbody>
              {byService.map((row) => (
                <tr key={row.service}>
                  <td>{t(`types.${row.service}`)}</td>
                  <td className="num">{row.covers}</td>
                  <td className="num">{text.cents(row.total_takings_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <h2>{t('form.extras')}</h2>
      {cashUp.extra_expenses.length === 0 ? (
        <p className="sub">{t('detail.noExtras')}</p>
      ) : (
        <table>
          <tbody>
            {cashUp.extra_expenses.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the printed list never changes.
              <tr key={i}>
                <td>{e.note}</td>
                <td className="num">{text.euros(e.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('reconcile.title')}</h2>
      <table>
        <tbody>
          <tr>
            <td>{t('reconcile.cardOrders')}</td>
            <td className="num">{cashUp.takings.card_orders.count}</td>
            <td className="num">{text.euros(cashUp.takings.card_orders.total)}</td>
          </tr>
          <tr>
            <td>{t('reconcile.giftCards')}</td>
            <td className="num">{cashUp.takings.gift_cards_redeemed.count}</td>
            <td className="num">{text.euros(cashUp.takings.gift_cards_redeemed.total)}</td>
          </tr>
        </tbody>
      </table>
      <h2>{t('form.staff')}</h2>
      <p className="sub">{cashUp.staff.map((s) => s.name).join(', ')}</p>
      {cashUp.notes && (
        <>
          <h2>{t('form.notes')}</h2>
          <p className="sub" style={{ whiteSpace: 'pre-wrap' }}>
            {cashUp.notes}
          </p>
        </>
      )}
      <p className="signature">{t('print.signature')}</p>
      <p className="sub" style={{ fontSize: '8pt', marginTop: '6mm' }}>
        {t('print.printedAt', {
          date: formatTimestamp(new Date().toISOString(), text.language, { withTime: true }),
        })}
      </p>
    </div>,
    document.body,
  );
}
