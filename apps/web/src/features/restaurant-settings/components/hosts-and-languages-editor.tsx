import { SUPPORTED_LANGUAGES } from '@coperto/shared/common/constants';
import type { Restaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { DnsHostnameSchema } from '@coperto/shared/restaurants/restaurant.schemas';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSection } from '../../../shared/forms/form-section';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { useServerForm } from '../../../shared/forms/use-server-form';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { usePermission } from '../../../shared/session/use-permission';
import { useUiStore } from '../../../shared/stores/ui-store';
import { restaurantQueryOptions } from '../api/get-restaurant';
import { siteUrlOf } from '../lib/site-url';
import {
  addHostname,
  deleteHostname,
  deleteLanguage,
  putLanguage,
  useMoveLanguage,
  useRestaurantChange,
} from './hosts-and-languages-api';
import { SettingsLoading } from './settings-loading';

type Translate = TFunction<'restaurant-settings-extra'>;

/**
 * What an action that failed tells the user. A 422 is the rule the list already shows (the last
 * host name or language cannot go), in words of its own.
 */
function failureMessage(t: Translate, error: unknown, lastOneRule: string): string {
  if (!(error instanceof ApiRequestError)) return t('errors.failed');
  if (error.status === 422) return lastOneRule;
  if (error.status === 409) return t('errors.conflict');
  if (error.status === 404) return t('errors.notFound');
  if (error.status === 403) return t('errors.forbidden');
  if (error.code === 'NETWORK') return t('errors.network');
  return t('errors.failed');
}

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

function HostnamesSection({ restaurant }: { restaurant: Restaurant }) {
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

const capitalize = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * Language names in the UI's language: "Tedesco" as a label, "tedesco" within a sentence (Italian
 * writes them lower-case), and "Deutsch" as the language calls itself.
 */
function useLanguageNames() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const inUi = new Intl.DisplayNames([i18n.language], { type: 'language' });
    const inSentenceOf = (code: string) => inUi.of(code) ?? code;
    return {
      nameOf: (code: string) => capitalize(inSentenceOf(code), i18n.language),
      inSentenceOf,
      ownNameOf: (code: string) =>
        capitalize(new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code, code),
    };
  }, [i18n.language]);
}

function LanguageRow({
  language,
  index,
  count,
  disabled,
  onMove,
  onRemove,
}: {
  language: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (position: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('restaurant-settings-extra');
  const { nameOf, ownNameOf } = useLanguageNames();
  const sortable = useSortable({ id: language, disabled });
  const name = nameOf(language);
  const ownName = ownNameOf(language);

  return (
    <Box
      component="li"
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        pl: 0.5,
        pr: 1,
        py: 0.75,
        border: 1,
        borderColor: sortable.isDragging ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : undefined,
        boxShadow: sortable.isDragging ? 4 : undefined,
      }}
    >
      <IconButton
        size="small"
        disabled={disabled || count === 1}
        aria-label={t('languages.dragOf', { language: name })}
        {...sortable.attributes}
        {...sortable.listeners}
        sx={{ cursor: sortable.isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <Typography
        component="span"
        sx={{ width: 24, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
      >
        {index + 1}.
      </Typography>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {name}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          {ownName === name ? language : `${ownName} · ${language}`}
        </Typography>
      </Box>
      {index === 0 && (
        <Tooltip title={t('languages.defaultHint')}>
          <Chip size="small" color="primary" label={t('languages.default')} />
        </Tooltip>
      )}
      <Tooltip title={t('languages.moveUp')}>
        <span>
          <IconButton
            size="small"
            disabled={disabled || index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={t('languages.moveUpOf', { language: name })}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('languages.moveDown')}>
        <span>
          <IconButton
            size="small"
            disabled={disabled || index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={t('languages.moveDownOf', { language: name })}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={count === 1 ? t('languages.lastOne') : t('languages.remove')}>
        <span>
          <IconButton
            size="small"
            disabled={disabled || count === 1}
            onClick={onRemove}
            aria-label={t('languages.removeOf', { language: name })}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}

function AddLanguage({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation('restaurant-settings-extra');
  const { nameOf } = useLanguageNames();
  const showAlert = useUiStore((state) => state.showAlert);
  const [language, setLanguage] = useState('');
  const add = useRestaurantChange(restaurant.id, (code: string) =>
    putLanguage(restaurant.id, code),
  );
  const available = SUPPORTED_LANGUAGES.filter((code) => !restaurant.language.includes(code))
    .map((code) => ({ code, name: nameOf(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (available.length === 0) return null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!language) return;
    try {
      await add.mutateAsync(language);
      showAlert(t('languages.added', { language: nameOf(language) }), 'success');
      setLanguage('');
    } catch (error) {
      showAlert(failureMessage(t, error, t('errors.failed')), 'error');
    }
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}
    >
      <TextField
        select
        size="small"
        label={t('languages.new')}
        value={language}
        onChange={(event) => setLanguage(event.target.value)}
        sx={{ flex: '1 1 220px', maxWidth: 320 }}
      >
        {available.map(({ code, name }) => (
          <MenuItem key={code} value={code}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        type="submit"
        variant="outlined"
        disabled={!language || add.isPending}
        startIcon={add.isPending ? <CircularProgress size={18} color="inherit" /> : <Add />}
      >
        {t('languages.add')}
      </Button>
    </Box>
  );
}

function LanguagesSection({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation('restaurant-settings-extra');
  const { nameOf, inSentenceOf } = useLanguageNames();
  const askConfirm = useUiStore((state) => state.askConfirm);
  const showAlert = useUiStore((state) => state.showAlert);
  const languages = restaurant.language;
  const move = useMoveLanguage(restaurant.id, (error) =>
    showAlert(failureMessage(t, error, t('errors.failed')), 'error'),
  );
  const remove = useRestaurantChange(restaurant.id, (language: string) =>
    deleteLanguage(restaurant.id, language),
  );
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo((): Announcements => {
    const where = (id: unknown) => ({
      language: nameOf(String(id)),
      position: languages.indexOf(String(id)) + 1,
    });
    return {
      onDragStart: ({ active }) => t('languages.picked', where(active.id)),
      onDragOver: ({ active, over }) =>
        over
          ? t('languages.over', { ...where(active.id), position: where(over.id).position })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('languages.dropped', { ...where(active.id), position: where(over.id).position })
          : undefined,
      onDragCancel: ({ active }) => t('languages.cancelled', where(active.id)),
    };
  }, [languages, nameOf, t]);

  const moveTo = (language: string, position: number) => {
    if (languages.indexOf(language) !== position) move.mutate({ language, position });
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over) moveTo(String(active.id), languages.indexOf(String(over.id)));
  };
  const confirmRemove = (language: string) => {
    const name = nameOf(language);
    const nextDefault = languages[0] === language ? languages[1] : undefined;
    askConfirm({
      title: t('languages.removeTitle', { language: name }),
      message: [
        t('languages.removeMessage', { language: inSentenceOf(language) }),
        nextDefault ? t('languages.nextDefault', { language: nameOf(nextDefault) }) : '',
      ]
        .filter(Boolean)
        .join(' '),
      confirmLabel: t('languages.remove'),
      onConfirm: async () => {
        try {
          await remove.mutateAsync(language);
          showAlert(t('languages.removed', { language: name }), 'success');
        } catch (error) {
          showAlert(failureMessage(t, error, t('languages.lastOne')), 'error');
        }
      },
    });
  };

  return (
    <FormSection title={t('languages.title')} description={t('languages.description')}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('languages.dragInstructions') },
        }}
      >
        <SortableContext items={languages} strategy={verticalListSortingStrategy}>
          <Stack
            component="ol"
            spacing={1}
            aria-label={t('languages.title')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {languages.map((language, index) => (
              <LanguageRow
                key={language}
                language={language}
                index={index}
                count={languages.length}
                disabled={remove.isPending}
                onMove={(position) => moveTo(language, position)}
                onRemove={() => confirmRemove(language)}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <AddLanguage restaurant={restaurant} />
    </FormSection>
  );
}

/**
 * The host names the restaurant's site answers on and the languages it is published in: each
 * added, removed or (languages) reordered at once, with the API's rules shown before they bite:
 * the first language is the default, the last host name and the last language cannot go.
 */
export function HostsAndLanguagesEditor({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation('restaurant-settings-extra');
  const mayUpdate = usePermission('update:restaurant');
  const restaurant = useQuery(restaurantQueryOptions(restaurantId));

  if (!mayUpdate) {
    return <Alert severity="info">{t('noPermission')}</Alert>;
  }
  if (!restaurant.data) return <SettingsLoading query={restaurant} />;
  return (
    <Stack spacing={3}>
      <HostnamesSection restaurant={restaurant.data} />
      <LanguagesSection restaurant={restaurant.data} />
    </Stack>
  );
}
