import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyWithTheme } from '../../shared/ui/lazy-with-theme';
import { CONTACT_SECTION_ID, sitePathsOf } from '../lib/site-paths';
import { useWhenNear } from '../lib/use-when-near';
import { ContactDetails } from './contact-details';

// The form validates with the API's zod schema: in a chunk of its own, so zod never weighs on the
// home's first paint. It loads when the section nears the viewport, or when the browser is idle.
const ContactForm = lazyWithTheme(() =>
  import('../../features/contact/components/contact-form').then((m) => m.ContactForm),
);

// The form's height until its code arrives: nothing below it moves when it does.
const formPlaceholder = <div className="home-contact-form-placeholder" />;

/** "Scrivici": phone, email and social pages beside the contact form. */
export function ContactSection({ restaurant }: { restaurant: PublicRestaurant }) {
  const { t, i18n } = useTranslation('public');
  const formSlot = useRef<HTMLDivElement>(null);
  const showForm = useWhenNear(formSlot);
  return (
    <section
      id={CONTACT_SECTION_ID}
      className="home-section home-contact"
      aria-labelledby="contact-title"
    >
      <div className="site-container home-contact-grid">
        <div className="home-contact-intro">
          <p className="site-eyebrow">{t('contact.eyebrow')}</p>
          <h2 id="contact-title" className="site-title">
            {t('contact.title')}
          </h2>
          <p className="home-contact-lead">{t('contact.lead', { name: restaurant.name })}</p>
          <ContactDetails restaurant={restaurant} />
          {/* Where the form collects the data, what happens to it (GDPR art. 13). */}
          <p className="home-contact-privacy">
            {t('contact.privacyNote')}{' '}
            <Link to={sitePathsOf(i18n.language).privacy}>{t('contact.privacyLink')}</Link>
          </p>
        </div>
        <div ref={formSlot} className="home-contact-form" data-testid="contact-form-slot">
          {showForm ? (
            <Suspense fallback={formPlaceholder}>
              <ContactForm restaurantId={restaurant.id} restaurantName={restaurant.name} />
            </Suspense>
          ) : (
            formPlaceholder
          )}
        </div>
      </div>
    </section>
  );
}
