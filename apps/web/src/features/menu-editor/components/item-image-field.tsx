import { MAX_IMAGE_UPLOAD_BYTES } from '@coperto/shared/media/media.schemas';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { useUiStore } from '../../../shared/stores/ui-store';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { useUploadMenuImage } from '../api/upload-menu-image';

const MAX_UPLOAD_MB = MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024);

/**
 * A dish's picture: chosen from the device, uploaded at once through the images pipeline, shown
 * as it will be; replaced or removed before the dish is saved.
 */
export function ItemImageField<TValues extends FieldValues>({
  name,
  control,
  restaurantId,
  dishName,
}: {
  name: FieldPath<TValues>;
  control: Control<TValues, unknown, unknown>;
  restaurantId: number;
  dishName: string;
}) {
  const { t } = useTranslation('menu-editor');
  const { field, fieldState } = useController({ name, control });
  const upload = useUploadMenuImage(restaurantId);
  const showAlert = useUiStore((state) => state.showAlert);
  const fileInput = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const url: string | null = field.value ?? null;

  const uploadFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_IMAGE_UPLOAD_BYTES) {
      showAlert(t('image.tooLarge', { megabytes: MAX_UPLOAD_MB }), 'error');
      return;
    }
    try {
      field.onChange((await upload.mutateAsync(file)).url);
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      const problem =
        status === 413 ? 'tooLarge' : status === 415 || status === 422 ? 'unreadable' : 'failed';
      showAlert(t(`image.${problem}`, { megabytes: MAX_UPLOAD_MB }), 'error');
    }
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" sx={{ mb: 1 }}>
        {t('image.label')}
      </Typography>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '4 / 3',
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: fieldState.error ? 'error.main' : 'divider',
          borderStyle: url ? 'solid' : 'dashed',
          bgcolor: 'grey.100',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {url ? (
          <ResponsiveImage
            src={url}
            alt={t('image.alt', { name: dishName })}
            sizes="240px"
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Button
            onClick={() => fileInput.current?.click()}
            disabled={upload.isPending}
            startIcon={<AddPhotoAlternateOutlined />}
            sx={{ width: '100%', height: '100%' }}
          >
            {t('image.add')}
          </Button>
        )}
        {upload.isPending && (
          <LinearProgress
            // Once the file is sent, the server still makes the copies: no more to measure.
            variant={upload.progress < 1 ? 'determinate' : 'indeterminate'}
            value={upload.progress * 100}
            aria-label={t('image.uploading')}
            sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 6 }}
          />
        )}
      </Box>
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
        hidden
        onChange={(event) => {
          void uploadFile(event.target.files?.[0]);
          // The same file chosen again after a failure is a new choice.
          event.target.value = '';
        }}
      />
      {url && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            size="small"
            onClick={() => fileInput.current?.click()}
            disabled={upload.isPending}
          >
            {t('image.replace')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => field.onChange(null)}
            disabled={upload.isPending}
          >
            {t('image.remove')}
          </Button>
        </Stack>
      )}
      <FormHelperText error={Boolean(fieldState.error)}>
        {fieldState.error?.message ??
          (upload.isPending ? t('image.uploading') : t('image.hint', { megabytes: MAX_UPLOAD_MB }))}
      </FormHelperText>
    </Box>
  );
}
