import type { Restaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { DnsHostnameSchema } from '@coperto/shared/restaurants/restaurant.schemas';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSection } from '../../../shared/forms/form-section';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { useServerForm } from '../../../shared/forms/use-server-form';
import { useUiStore } from '../../../shared/stores/ui-store';
import { siteUrlOf } from '../lib/site-url';
import { failureMessage } from './action-failure';
import { addHostname, deleteHostname, useRestaurantChange } from './hosts-and-languages-api';

/**
 * What the owner types, as the API wants it: "https://www.Trattoria.it/menu" is taken for
 * "www.trattoria.it", since that is what people copy from the browser.
 */
const HostnameFormSchema = z.object({
  hostname: z.string().transform((text, ctx) => {
    const bare = text
      .trim()
      .replace(/^[a-z][a-z\d+.-]*:\/\//i, '')
      .replace(/[/?#].*$/, '');
    const parsed = DnsHostnameSchema.safeParse(bare);
    if (parsed.success) return parsed.data;
    const formMessage = bare ? 'hostname' : 'required';
    ctx.addIssue({ code: 'custom', message: formMessage, params: { formMessage } });
    return z.NEVER;
  }),
});

function AddHostnameForm({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation('restaurant-settings-extra');
  const add = useRestaurantChange(restaurantId, (hostname: string) =>
    addHostname(restaurantId, hostname),
  );
  const { form, submit, saving } = useServerForm({
    schema: HostnameFormSchema,
    defaultValues: { hostname: '' },
    onSubmit: ({ hostname }) => add.mutateAsync(hostname),
    successMessage: t('hosts.added'),
    // One short box: nothing worth a "leave without saving?" question.
    guardUnsavedChanges: false,
  });

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mt: 2, flexWrap: 'wrap' }}
    >
      <FormTextField
        control={form.control}
        name="hostname"
        size="small"
        label={t('hosts.new')}
        placeholder={t('hosts.newPlaceholder')}
        helperText={t('hosts.newHint')}
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        sx={{ flex: '1 1 280px', maxWidth: 480 }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={saving}
        startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <Add />}
        sx={{ mt: 0.25 }}
      >
        {t('hosts.add')}
      </Button>
    </Box>
  );
}

/** The host names the site answers on, the first the main one; the last one cannot go. */
export function HostnamesSection({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation('restaurant-settings-extra');
  const askConfirm = useUiStore((state) => state.askConfirm);
  const showAlert = useUiStore((state) => state.showAlert);
  const remove = useRestaurantChange(restaurant.id, (hostname: string) =>
    deleteHostname(restaurant.id, hostname),
  );
  const { hostname: hostnames } = restaurant;
  const onlyOne = hostnames.length === 1;

  const confirmRemove = (hostname: string) =>
    askConfirm({
      title: t('hosts.removeTitle', { hostname }),
      message: t('hosts.removeMessage', { hostname }),
      confirmLabel: t('hosts.remove'),
      onConfirm: async () => {
        try {
          await remove.mutateAsync(hostname);
          showAlert(t('hosts.removed', { hostname }), 'success');
        } catch (error) {
          showAlert(failureMessage(t, error, t('hosts.lastOne')), 'error');
        }
      },
    });

  return (
    <FormSection title={t('hosts.title')} description={t('hosts.description')}>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {hostnames.map((hostname, index) => (
          <Box
            component="li"
            key={hostname}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              px: 1.5,
              py: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
            }}
          >
            <PublicOutlined color="action" aria-hidden />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Link
                href={siteUrlOf(hostname)}
                target="_blank"
                rel="noopener"
                underline="hover"
                sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
              >
                {hostname}
                <OpenInNew sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'middle' }} aria-hidden />
              </Link>
            </Box>
            {index === 0 && (
              <Tooltip title={t('hosts.mainHint')}>
                <Chip size="small" color="primary" variant="outlined" label={t('hosts.main')} />
              </Tooltip>
            )}
            {onlyOne ? (
              <Tooltip title={t('hosts.lastOne')}>
                <Box component="span">
                  <IconButton disabled aria-label={t('hosts.removeOf', { hostname })} size="small">
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Box>
              </Tooltip>
            ) : (
              <Tooltip title={t('hosts.remove')}>
                <IconButton
                  onClick={() => confirmRemove(hostname)}
                  aria-label={t('hosts.removeOf', { hostname })}
                  size="small"
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        ))}
      </Stack>
      {/* A new form once the list grows: the box is empty again for the next host name. */}
      <AddHostnameForm key={hostnames.length} restaurantId={restaurant.id} />
    </FormSection>
  );
}
