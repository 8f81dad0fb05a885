import type { Restaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/forms/form-section';
import { siteUrlOf } from '../lib/site-url';
import { commonFailure } from './action-failure';
import { useGenerateSitemap } from './connections-api';
import { useFormatDateTime } from './use-format-date-time';

export function SitemapSection({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation('restaurant-settings-extra');
  const formatDateTime = useFormatDateTime();
  const generate = useGenerateSitemap(restaurant.id);
  const generatedAt = restaurant.sitemap_generated_at;
  const [site] = restaurant.hostname;

  return (
    <FormSection title={t('sitemap.title')} description={t('sitemap.description')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography role="status">
          {generatedAt
            ? t('sitemap.generatedAt', { when: formatDateTime(generatedAt) })
            : t('sitemap.never')}
        </Typography>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Button
            variant="outlined"
            onClick={() => generate.mutate()}
            disabled={generate.isPending}
            startIcon={
              generate.isPending ? <CircularProgress size={18} color="inherit" /> : undefined
            }
          >
            {generate.isPending ? t('sitemap.generating') : t('sitemap.generate')}
          </Button>
          {site && (
            <Link href={`${siteUrlOf(site)}sitemap.xml`} target="_blank" rel="noopener">
              {t('sitemap.open')}
              <OpenInNew sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'middle' }} aria-hidden />
            </Link>
          )}
        </Stack>
        {generate.isSuccess && (
          <Alert severity="success" sx={{ alignSelf: 'stretch' }}>
            {t('sitemap.generated', {
              count: generate.data.pages.length,
              languages: restaurant.language.length,
            })}
          </Alert>
        )}
        {generate.isError && (
          <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
            {commonFailure(t, generate.error)}
          </Alert>
        )}
      </Stack>
    </FormSection>
  );
}
