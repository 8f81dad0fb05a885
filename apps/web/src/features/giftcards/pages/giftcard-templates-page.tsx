import type { GiftCardTemplate } from '@coperto/shared/giftcards/giftcard.schemas';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { useUiStore } from '../../../shared/stores/ui-store';
import { SectionMessage } from '../../../shared/ui/section-message';
import {
  type GiftCardsRestaurant,
  useDeleteGiftCardTemplate,
  useGiftCardsRestaurant,
  useGiftCardTemplates,
} from '../api/giftcards-api';
import { GiftCardDesignPreview } from '../components/giftcard-design-preview';
import { TemplateFormDialog } from '../components/template-form-dialog';
import { errorText } from '../lib/giftcard-errors';
import { useGiftCardText } from '../lib/use-giftcard-text';
import { LoadingBlock } from './giftcards-list-page';

/** /dashboard/gift-cards/templates: what the site sells and the counter issues. */
export function GiftCardTemplatesPage() {
  const user = useSignedInUser();
  const restaurant = useGiftCardsRestaurant(user?.restaurant?.id);
  if (!user?.restaurant) return <SectionMessage kind="notFound" />;
  if (restaurant.isError)
    return <SectionMessage kind="failed" onRetry={() => void restaurant.refetch()} />;
  if (!restaurant.data) return <LoadingBlock />;
  return <GiftCardTemplates restaurant={restaurant.data} />;
}

export function GiftCardTemplates({ restaurant }: { restaurant: GiftCardsRestaurant }) {
  const { t } = useTranslation('giftcards');
  const text = useGiftCardText();
  const templates = useGiftCardTemplates();
  const remove = useDeleteGiftCardTemplate();
  const askConfirm = useUiStore((state) => state.askConfirm);
  const showAlert = useUiStore((state) => state.showAlert);
  const [editing, setEditing] = useState<GiftCardTemplate | 'new' | null>(null);
  const language = restaurant.languages[0] ?? 'it';

  const amountsOf = (template: GiftCardTemplate) =>
    [
      ...template.preset_amounts.map(text.money),
      ...(template.free_amount
        ? [
            t('templates.freeRange', {
              min: text.money(template.free_amount.min),
              max: text.money(template.free_amount.max),
            }),
          ]
        : []),
    ].join(' · ');

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <Box>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, mb: 1, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
          >
            {t('templates.title')}
          </Typography>
          <Typography color="text.secondary">{t('templates.description')}</Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setEditing('new')}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {t('templates.new')}
        </Button>
      </Stack>
      {templates.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void templates.refetch()}>{t('errors.retry')}</Button>}
        >
          {errorText(t, templates.error)}
        </Alert>
      )}
      {templates.isPending && <LoadingBlock />}
      {templates.data && templates.data.items.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{t('templates.empty.title')}</Typography>
          <Typography color="text.secondary">{t('templates.empty.text')}</Typography>
        </Paper>
      )}
      <Box
        component="ul"
        aria-label={t('templates.title')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {templates.data?.items.map((template) => (
          <Paper
            component="li"
            key={template.id}
            variant="outlined"
            sx={{ p: 1.5, display: 'grid', gap: 1 }}
          >
            <GiftCardDesignPreview design={template.design_key} imageUrl={template.image_url} />
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
                {template.name}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                color={template.active ? 'success' : 'default'}
                label={t(template.active ? 'templates.active' : 'templates.inactive')}
              />
            </Stack>
            <Typography variant="body2" color="text.secondary" noWrap>
              {template.title[language as 'it'] ?? ''}
            </Typography>
            <Typography variant="body2">{amountsOf(template)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t('templates.validity', { count: template.validity_months })}
              {' · '}
              {t('templates.cards', { count: template.cards_count })}
            </Typography>
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button size="small" variant="outlined" onClick={() => setEditing(template)}>
                {t('templates.editShort')}
              </Button>
              {template.cards_count === 0 && (
                <Button
                  size="small"
                  color="error"
                  onClick={() =>
                    askConfirm({
                      title: t('templates.deleteTitle'),
                      message: t('templates.deleteMessage', { name: template.name }),
                      confirmLabel: t('templates.delete'),
                      onConfirm: () =>
                        remove.mutateAsync(template.id).then(
                          () => showAlert(t('templates.deleted'), 'success'),
                          (error) => showAlert(errorText(t, error), 'error'),
                        ),
                    })
                  }
                >
                  {t('templates.delete')}
                </Button>
              )}
            </Stack>
          </Paper>
        ))}
      </Box>
      {editing !== null && (
        <TemplateFormDialog
          template={editing === 'new' ? null : editing}
          restaurant={restaurant}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
