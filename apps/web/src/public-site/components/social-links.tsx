import type { PublicRestaurant, SocialField } from '@coperto/shared/restaurants/restaurant.schemas';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FacebookIcon,
  GoogleIcon,
  InstagramIcon,
  LinkedInIcon,
  TripadvisorIcon,
  XIcon,
  YouTubeIcon,
} from '../../shared/ui/icons';

/** The social links of spec §3, in this order, with their networks' names (not translated). */
const NETWORKS: { field: SocialField; network: string; Icon: ComponentType }[] = [
  { field: 'instagram_url', network: 'Instagram', Icon: InstagramIcon },
  { field: 'facebook_url', network: 'Facebook', Icon: FacebookIcon },
  { field: 'twitter_url', network: 'X', Icon: XIcon },
  { field: 'tripadvisor_url', network: 'Tripadvisor', Icon: TripadvisorIcon },
  { field: 'google_my_business_url', network: 'Google', Icon: GoogleIcon },
  { field: 'linkedin_url', network: 'LinkedIn', Icon: LinkedInIcon },
  { field: 'youtube_url', network: 'YouTube', Icon: YouTubeIcon },
];

export function hasSocialLinks(social: PublicRestaurant['social']): boolean {
  return NETWORKS.some(({ field }) => social[field]);
}

/** The restaurant's pages on social networks: icons, each named for screen readers. */
export function SocialLinks({
  name,
  social,
  className = 'social-links',
}: {
  name: string;
  social: PublicRestaurant['social'];
  className?: string;
}) {
  const { t } = useTranslation('public');
  const links = NETWORKS.filter(({ field }) => social[field]);
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label={t('social.title')}>
      {links.map(({ field, network, Icon }) => (
        <li key={field}>
          <a
            href={social[field]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social.link', { name, network })}
            title={network}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
