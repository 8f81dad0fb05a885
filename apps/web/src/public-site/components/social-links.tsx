import type { PublicRestaurant, SocialField } from '@coperto/shared/restaurants/restaurant.schemas';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { createSvgIcon } from '@mui/material/utils';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/** Tripadvisor's owl eyes (MUI has no icon for it). */
const TripadvisorIcon = createSvgIcon(
  <>
    <g fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round">
      <circle cx="6.8" cy="13" r="4.2" />
      <circle cx="17.2" cy="13" r="4.2" />
      <path d="M2.6 9C5.3 6.9 8.6 6 12 6s6.7.9 9.4 3" />
      <path d="M10.2 16.9 12 19.3l1.8-2.4" strokeLinejoin="round" />
    </g>
    <circle cx="6.8" cy="13" r="1.7" />
    <circle cx="17.2" cy="13" r="1.7" />
  </>,
  'Tripadvisor',
);

/** The social links of spec §3, in this order, with their networks' names (not translated). */
const NETWORKS: {
  field: SocialField;
  network: string;
  Icon: ComponentType<{ fontSize?: 'inherit' }>;
}[] = [
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
            <Icon fontSize="inherit" />
          </a>
        </li>
      ))}
    </ul>
  );
}
