import type { SocialField } from '@coperto/shared/restaurants/restaurant.schemas';
import Facebook from '@mui/icons-material/Facebook';
import Google from '@mui/icons-material/Google';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Reviews from '@mui/icons-material/Reviews';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/forms/form-text-field';
import type { GeneralFormValues } from '../lib/general-form-values';

/** Each network's mark and an address to copy the shape of. */
const NETWORKS: { field: SocialField; Icon: ComponentType<SvgIconProps>; example: string }[] = [
  { field: 'instagram_url', Icon: Instagram, example: 'https://www.instagram.com/…' },
  { field: 'facebook_url', Icon: Facebook, example: 'https://www.facebook.com/…' },
  { field: 'tripadvisor_url', Icon: Reviews, example: 'https://www.tripadvisor.it/…' },
  { field: 'google_my_business_url', Icon: Google, example: 'https://g.page/…' },
  { field: 'twitter_url', Icon: X, example: 'https://x.com/…' },
  { field: 'linkedin_url', Icon: LinkedIn, example: 'https://www.linkedin.com/company/…' },
  { field: 'youtube_url', Icon: YouTube, example: 'https://www.youtube.com/@…' },
];

/** The social links of spec §3, shown as icons in the site's footer; an empty one is hidden. */
export function SocialLinksFields({
  control,
}: {
  control: Control<GeneralFormValues, unknown, unknown>;
}) {
  const { t } = useTranslation('restaurant-settings');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {NETWORKS.map(({ field, Icon, example }) => (
        <FormTextField
          key={field}
          name={field}
          control={control}
          label={t(`general.social.${field}`)}
          placeholder={example}
          type="url"
          autoComplete="url"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Icon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      ))}
    </Box>
  );
}
