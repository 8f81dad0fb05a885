import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { useTranslation } from 'react-i18next';
import { EmailOutlinedIcon, PhoneOutlinedIcon } from '../../shared/ui/icons';
import { SocialLinks } from './social-links';

/** `tel:` wants the digits: "+39 06 1234 5678" → `tel:+390612345678`. */
export function phoneHrefOf(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Phone, email and social pages, as a list to tap. */
export function ContactDetails({ restaurant }: { restaurant: PublicRestaurant }) {
  const { t } = useTranslation('public');
  return (
    <div className="contact-details">
      <dl>
        {restaurant.phone_number && (
          <div>
            <dt>
              <PhoneOutlinedIcon />
              {t('home.phone')}
            </dt>
            <dd>
              <a href={phoneHrefOf(restaurant.phone_number)}>{restaurant.phone_number}</a>
            </dd>
          </div>
        )}
        {restaurant.email && (
          <div>
            <dt>
              <EmailOutlinedIcon />
              {t('home.email')}
            </dt>
            <dd>
              <a href={`mailto:${restaurant.email}`}>{restaurant.email}</a>
            </dd>
          </div>
        )}
      </dl>
      <SocialLinks name={restaurant.name} social={restaurant.social} />
    </div>
  );
}
