import { MAX_NAME_LENGTH } from '@coperto/shared/common/constants';
import { pickTranslation } from '@coperto/shared/common/translations';
import {
  ALLERGENS,
  type Allergen,
  DIETARY_TAGS,
  type DietaryTag,
  MAX_VARIANTS_PER_ITEM,
} from '@coperto/shared/menus/menu.constants';
import {
  type MenuItem,
  type MenuItemBody,
  MenuItemBodySchema,
} from '@coperto/shared/menus/menu.schemas';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMoneyField } from '../../../shared/forms/form-money-field';
import { FormSwitch } from '../../../shared/forms/form-switch';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { useServerForm } from '../../../shared/forms/use-server-form';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useSaveItem } from '../api/save-item';
import {
  languagesToFlag,
  type NamedText,
  type TextFields,
  textFields,
  withFirstLanguage,
} from '../lib/translated-form';
import { ItemImageField } from './item-image-field';
import { LanguageSwitcher } from './language-switcher';
import { ToggleChips } from './toggle-chips';
import { TranslatedTextFields } from './translated-text-fields';

interface ItemFormValues {
  name: TextFields;
  description: TextFields;
  /** Null while the box is empty. */
  price: number | null;
  variants: { name: TextFields; price: number | null }[];
  allergens: Allergen[];
  tags: DietaryTag[];
  available: boolean;
  image_url: string | null;
}

/** A dish of a section: texts in every language, prices, variants, allergens, tags, picture. */
export function ItemDialog({
  menuId,
  restaurantId,
  target,
  languages,
  initialLanguage,
  canUploadImages,
  onClose,
}: {
  menuId: number;
  restaurantId: number;
  /** The dish to edit, or the section a new one goes in. */
  target: { item: MenuItem } | { sectionId: number };
  languages: readonly string[];
  initialLanguage: string;
  /** Without the upload permission the picture is not offered. */
  canUploadImages: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('menu-editor');
  const [language, setLanguage] = useState(initialLanguage);
  const item = 'item' in target ? target.item : undefined;
  const save = useSaveItem(menuId, 'item' in target ? { itemId: target.item.id } : target);
  const schema = useMemo(
    () =>
      withFirstLanguage(MenuItemBodySchema, languages[0]!, (value) => [
        [['name'], value.name],
        ...value.variants.map(
          (variant, index): NamedText => [['variants', index, 'name'], variant.name],
        ),
      ]),
    [languages],
  );
  const { form, submit, saving, dirty } = useServerForm<ItemFormValues, MenuItemBody>({
    schema,
    defaultValues: {
      name: textFields(item?.name, languages),
      description: textFields(item?.description, languages),
      price: item?.price ?? null,
      variants: (item?.variants ?? []).map((variant) => ({
        name: textFields(variant.name, languages),
        price: variant.price,
      })),
      allergens: item?.allergens ?? [],
      tags: item?.tags ?? [],
      available: item?.available ?? true,
      image_url: item?.image_url ?? null,
    },
    successMessage: item ? t('item.saved') : t('item.added'),
    onSubmit: async (body) => {
      await save.mutateAsync(body);
      onClose();
    },
  });
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  const [name, description, variantValues] = form.watch(['name', 'description', 'variants']);
  const incomplete = languagesToFlag(
    [name, description, ...variantValues.map((variant) => variant.name)],
    form.formState.errors,
    languages,
  );
  const code = language.toUpperCase();

  return (
    <FormDialog
      title={item ? t('item.editTitle') : t('item.addTitle')}
      titleAside={
        <LanguageSwitcher
          languages={languages}
          value={language}
          onChange={setLanguage}
          incomplete={incomplete}
        />
      }
      dirty={dirty}
      saving={saving}
      submit={submit}
      submitLabel={item ? t('actions.save') : t('item.add')}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack spacing={3} sx={{ pt: 1 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: canUploadImages ? '200px 1fr' : '1fr' },
            alignItems: 'start',
          }}
        >
          {canUploadImages && (
            <ItemImageField
              control={form.control}
              name="image_url"
              restaurantId={restaurantId}
              dishName={pickTranslation(name, language, languages[0]!)}
            />
          )}
          <Stack spacing={2.5}>
            <TranslatedTextFields
              control={form.control}
              kind="item"
              language={language}
              firstLanguage={languages[0]!}
            />
            <Stack
              useFlexGap
              direction="row"
              spacing={2}
              sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
            >
              <FormMoneyField
                control={form.control}
                name="price"
                label={t('item.price')}
                required
                fullWidth={false}
                sx={{ width: 160 }}
              />
              <FormSwitch
                control={form.control}
                name="available"
                label={t('item.available')}
                helperText={t('item.availableHint')}
              />
            </Stack>
          </Stack>
        </Box>

        <Divider />
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('item.variants')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('item.variantsHint')}
          </Typography>
          <Stack spacing={1.5}>
            {variants.fields.map((variant, index) => (
              <Stack
                key={variant.id}
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'flex-start' }}
              >
                <FormTextField
                  key={`variant-${language}`}
                  control={form.control}
                  name={`variants.${index}.name.${language}`}
                  label={t('item.variantName', { language: code })}
                  placeholder={t('item.variantPlaceholder')}
                  size="small"
                  slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH } }}
                />
                <FormMoneyField
                  control={form.control}
                  name={`variants.${index}.price`}
                  label={t('item.price')}
                  size="small"
                  fullWidth={false}
                  sx={{ width: 140, flexShrink: 0 }}
                />
                <Tooltip title={t('item.removeVariant')}>
                  <IconButton
                    onClick={() => variants.remove(index)}
                    aria-label={t('item.removeVariant')}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </Tooltip>
              </Stack>
            ))}
          </Stack>
          <Button
            startIcon={<Add />}
            onClick={() => variants.append({ name: textFields(undefined, languages), price: null })}
            disabled={variants.fields.length >= MAX_VARIANTS_PER_ITEM}
            sx={{ mt: 1 }}
          >
            {t('item.addVariant')}
          </Button>
        </Box>

        <Divider />
        <ToggleChips
          control={form.control}
          name="allergens"
          options={ALLERGENS}
          labelOf={(allergen) => t(`allergens.${allergen}`)}
          legend={t('item.allergens')}
          helperText={t('item.allergensHint')}
        />
        <ToggleChips
          control={form.control}
          name="tags"
          options={DIETARY_TAGS}
          labelOf={(tag) => t(`tags.${tag}`)}
          legend={t('item.tags')}
        />
      </Stack>
    </FormDialog>
  );
}
