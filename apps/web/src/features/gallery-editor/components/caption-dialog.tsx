import type { Translations } from '@coperto/shared/common/translations';
import {
  type GalleryImage,
  GalleryImageUpdateBodySchema,
} from '@coperto/shared/site/gallery.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { useServerForm } from '../../../shared/forms/use-server-form';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { useUpdateGalleryCaption } from '../api/update-gallery-caption';
import { languageNameOf } from '../lib/caption-status';

interface CaptionValues {
  caption: Record<string, string>;
}

interface CaptionDialogProps {
  restaurantId: number;
  image: GalleryImage;
  number: number;
  /** The restaurant's languages, the main one first. */
  languages: readonly string[];
  onClose(): void;
}

/** A photo's caption, one field per restaurant language; an empty one falls back to the main. */
export function CaptionDialog({
  restaurantId,
  image,
  number,
  languages,
  onClose,
}: CaptionDialogProps) {
  const { t, i18n } = useTranslation('gallery-editor');
  const save = useUpdateGalleryCaption(restaurantId);
  const values = useMemo<CaptionValues>(() => {
    const saved: Translations = image.caption;
    return { caption: Object.fromEntries(languages.map((code) => [code, saved[code] ?? ''])) };
  }, [image, languages]);
  const { form, submit, saving } = useServerForm<
    CaptionValues,
    z.infer<typeof GalleryImageUpdateBodySchema>
  >({
    schema: GalleryImageUpdateBodySchema,
    values,
    guardUnsavedChanges: false,
    successMessage: t('caption.saved'),
    onSubmit: async (body) => {
      await save.mutateAsync({ imageId: image.id, caption: body.caption });
      onClose();
    },
  });
  const close = () => {
    if (!saving) onClose();
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby="caption-dialog-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="caption-dialog-title">{t('caption.title', { number })}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2.5 }}>
            <Box
              sx={{
                width: 96,
                flexShrink: 0,
                aspectRatio: '4 / 3',
                borderRadius: 1.5,
                overflow: 'hidden',
              }}
            >
              <ResponsiveImage
                src={image.image_url}
                alt=""
                sizes="96px"
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            </Box>
            <DialogContentText>{t('caption.help')}</DialogContentText>
          </Box>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {languages.map((code, index) => {
              const name = languageNameOf(code, i18n.language);
              return (
                <FormTextField
                  key={code}
                  name={`caption.${code}`}
                  control={form.control}
                  label={index === 0 ? t('caption.main', { language: name }) : name}
                  lang={code}
                  multiline
                  maxRows={4}
                  autoFocus={index === 0}
                />
              );
            })}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={saving}>
            {t('caption.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('caption.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
