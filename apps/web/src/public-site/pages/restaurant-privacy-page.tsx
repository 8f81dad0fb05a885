import { COOKIE_CATEGORIES } from '@coperto/shared/common/storage-keys';
import type { PrivacyNotice } from '@coperto/shared/restaurants/privacy-notice.schemas';
import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { CookiePreferencesLink } from '../../features/cookies/components/cookie-preferences-link';
import { formatAddress } from '../../features/maps/lib/address-text';
import { usePrivacyNotice } from '../../features/restaurants/api/get-privacy-notice';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { formatCalendarDate } from '../../shared/lib/dates';
import { phoneHrefOf } from '../components/contact-details';
import './restaurant-privacy-page.css';

/** The processing a notice describes, in the order a guest meets it. */
type PurposeId = 'orders' | 'payments' | 'bookings' | 'contact' | 'marketing';

function purposesOf(processing: PrivacyNotice['processing']): PurposeId[] {
  return [
    ...(processing.ordering ? (['orders'] as const) : []),
    ...(processing.card_payments ? (['payments'] as const) : []),
    ...(processing.bookings ? (['bookings'] as const) : []),
    'contact',
    // Marketing consent is asked at the checkout and when booking, never elsewhere.
    ...(processing.ordering || processing.bookings ? (['marketing'] as const) : []),
  ];
}

/**
 * The site's privacy notice (`/{language}/privacy`, GDPR art. 13), written from the restaurant's
 * and its business's data: who the controller is, what is processed and why, on which basis and
 * for how long, who receives it, the guest's rights and the Garante. A piece of data the owner has
 * not filled in is left out with its label, never shown empty. Plain HTML, printable (decision 054).
 */
export function RestaurantPrivacyPage() {
  const { t, i18n } = useTranslation('privacy');
  const restaurant = useCurrentRestaurantStore((s) => s.currentRestaurant);
  const notice = usePrivacyNotice(restaurant?.public_key);

  useEffect(() => {
    if (!restaurant) return;
    const { name } = restaurant;
    document.title = t('documentTitle', { name });
    return () => {
      document.title = name;
    };
  }, [restaurant, t]);

  if (!restaurant) return null;
  return (
    <article className="privacy-page site-container" data-testid="privacy-page">
      <header className="privacy-head">
        <p className="site-eyebrow">{restaurant.name}</p>
        <h1 className="site-title">{t('title')}</h1>
        <p className="privacy-lead">{t('lead', { name: restaurant.name })}</p>
        {notice.data && (
          <p className="privacy-updated">
            {t('updatedOn', {
              date: formatCalendarDate(notice.data.updated_on, i18n.language, {
                day: 'numeric',
                month: 'long',
                year: 'numeric',
              }),
            })}
          </p>
        )}
      </header>
      {notice.data ? (
        <NoticeBody notice={notice.data} restaurant={restaurant} />
      ) : notice.isError ? (
        <div className="privacy-message" role="alert">
          <p>{t('error')}</p>
          <button
            type="button"
            className="site-button"
            data-variant="outline-ink"
            onClick={() => void notice.refetch()}
          >
            {t('retry')}
          </button>
        </div>
      ) : (
        <div className="privacy-loading" role="status" aria-label={t('loading')}>
          <span />
          <span />
          <span />
        </div>
      )}
    </article>
  );
}

function NoticeBody({
  notice,
  restaurant,
}: {
  notice: PrivacyNotice;
  restaurant: PublicRestaurant;
}) {
  const { t } = useTranslation(['privacy', 'cookies']);
  const purposes = purposesOf(notice.processing);
  return (
    <div className="privacy-body">
      <Controller notice={notice} restaurantName={restaurant.name} />

      <section aria-labelledby="privacy-purposes">
        <h2 id="privacy-purposes">{t('purposes.title')}</h2>
        {purposes.map((id) => (
          <Purpose key={id} id={id} />
        ))}
        <section className="privacy-purpose" aria-labelledby="privacy-purpose-cookies">
          <h3 id="privacy-purpose-cookies">{t('purposes.cookies.title')}</h3>
          <p>{t('purposes.cookies.intro')}</p>
          <ul className="privacy-cookies">
            {COOKIE_CATEGORIES.map((category) => (
              <li key={category}>
                <strong>{t(`cookies:categories.${category}.name`)}</strong>:{' '}
                {t(`cookies:categories.${category}.description`)}
              </li>
            ))}
          </ul>
          <dl className="privacy-facts">
            <div>
              <dt>{t('purposes.basis')}</dt>
              <dd>{t('purposes.cookies.basis')}</dd>
            </div>
            <div>
              <dt>{t('purposes.retention')}</dt>
              <dd>{t('purposes.cookies.retention')}</dd>
            </div>
          </dl>
          <p className="privacy-cookie-link">
            <CookiePreferencesLink />
          </p>
        </section>
      </section>

      <section aria-labelledby="privacy-recipients">
        <h2 id="privacy-recipients">{t('recipients.title')}</h2>
        <p>{t('recipients.intro')}</p>
        <ul>
          <li>{t('recipients.staff')}</li>
          <li>{t('recipients.coperto')}</li>
          <li>{t('recipients.email')}</li>
          {notice.processing.card_payments && <li>{t('recipients.payments')}</li>}
          <li>{t('recipients.authorities')}</li>
        </ul>
        <p>{t('recipients.transfers')}</p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">{t('rights.title')}</h2>
        <p>{t('rights.text')}</p>
        <p data-testid="privacy-rights-how">
          <HowToAsk email={notice.contact_email} phone={notice.contact_phone} />
        </p>
      </section>

      <section aria-labelledby="privacy-complaint">
        <h2 id="privacy-complaint">{t('complaint.title')}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="complaint.text"
            components={{
              // Not <link>: a void element in HTML, it would get no text.
              garante: (
                // biome-ignore lint/a11y/useAnchorContent: Trans puts the link's text inside
                <a
                  href="https://www.garanteprivacy.it/"
                  target="_blank"
                  rel="noopener noreferrer"
                />
              ),
            }}
          />
        </p>
      </section>

      <p className="privacy-print">
        <button
          type="button"
          className="site-button"
          data-variant="outline-ink"
          onClick={() => window.print()}
        >
          {t('print')}
        </button>
      </p>
    </div>
  );
}

/** The controller as a list of what is known: no label stands without its value. */
function Controller({ notice, restaurantName }: { notice: PrivacyNotice; restaurantName: string }) {
  const { t } = useTranslation('privacy');
  const { controller } = notice;
  const address = formatAddress(controller.address);
  // A company's fiscal code is often its VAT number: said once.
  const taxCode = controller.tax_code === controller.vat_number ? '' : controller.tax_code;
  const rows: [label: string, value: React.ReactNode][] = [
    [t('controller.legalName'), controller.legal_name],
    [t('controller.vatNumber'), controller.vat_number],
    [t('controller.taxCode'), taxCode],
    [t('controller.seat'), address],
    [
      t('controller.email'),
      notice.contact_email && <a href={`mailto:${notice.contact_email}`}>{notice.contact_email}</a>,
    ],
    [
      t('controller.phone'),
      notice.contact_phone && (
        <a href={phoneHrefOf(notice.contact_phone)}>{notice.contact_phone}</a>
      ),
    ],
  ];
  const known = rows.filter(([, value]) => Boolean(value));
  return (
    <section aria-labelledby="privacy-controller">
      <h2 id="privacy-controller">{t('controller.title')}</h2>
      <p>
        {controller.legal_name
          ? t('controller.intro')
          : t('controller.unnamed', { name: restaurantName })}
      </p>
      {known.length > 0 && (
        <dl className="privacy-controller" data-testid="privacy-controller">
          {known.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function Purpose({ id }: { id: PurposeId }) {
  const { t } = useTranslation('privacy');
  const facts = [
    [t('purposes.data'), t(`purposes.${id}.data`)],
    [t('purposes.purpose'), t(`purposes.${id}.purpose`)],
    [t('purposes.basis'), t(`purposes.${id}.basis`)],
    [t('purposes.retention'), t(`purposes.${id}.retention`)],
  ] as const;
  return (
    <section
      className="privacy-purpose"
      aria-labelledby={`privacy-purpose-${id}`}
      data-testid={`privacy-purpose-${id}`}
    >
      <h3 id={`privacy-purpose-${id}`}>{t(`purposes.${id}.title`)}</h3>
      <dl className="privacy-facts">
        {facts.map(([label, text]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** How to exercise the rights: the email, else the phone, else at the restaurant. */
function HowToAsk({ email, phone }: { email: string; phone: string }) {
  const { t } = useTranslation('privacy');
  if (email) {
    return (
      <Trans
        t={t}
        i18nKey="rights.howEmail"
        values={{ email }}
        // biome-ignore lint/a11y/useAnchorContent: Trans puts the address inside
        components={{ email: <a href={`mailto:${email}`} /> }}
      />
    );
  }
  if (phone) {
    return (
      <Trans
        t={t}
        i18nKey="rights.howPhone"
        values={{ phone }}
        // biome-ignore lint/a11y/useAnchorContent: Trans puts the number inside
        components={{ phone: <a href={phoneHrefOf(phone)} /> }}
      />
    );
  }
  return <>{t('rights.howInPerson')}</>;
}
