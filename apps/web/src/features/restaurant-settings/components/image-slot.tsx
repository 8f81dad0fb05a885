import {
  ACCEPTED_IMAGE_FORMATS,
  MAX_IMAGE_UPLOAD_BYTES,
} from '@coperto/shared/media/media.schemas';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { useUiStore } from '../../../shared/stores/ui-store';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { useUpdateRestaurant } from '../api/update-restaurant';
import { uploadRestaurantImage } from '../api/upload-restaurant-image';

export type ImageField = 'logo_url' | 'image_url' | 'alt_image_url';

type Step =
  | { step: 'idle' }
  | { step: 'uploading'; sent: number }
  | { step: 'processing' }
  | { step: 'saving' }
  | { step: 'removing' }
  | { step: 'failed'; message: string };

/** What the file picker offers: the formats the pipeline reads (HEIF as iPhones name it too). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif';
const MAX_MB = MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024);
const FORMATS = ACCEPTED_IMAGE_FORMATS.map((format) => format.toUpperCase()).join(', ');

/**
 * The image as the pipeline stored it: the copy that fits the box, its blur placeholder until it
 * has loaded (then none: a logo's transparent parts must not show the blur behind them).
 */
function StoredImagePreview({
  url,
  alt,
  fit,
}: {
  url: string;
  alt: string;
  fit: 'contain' | 'cover';
}) {
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  return (
    <ResponsiveImage
      src={url}
      alt={alt}
      sizes="(min-width: 1200px) 400px, (min-width: 600px) 50vw, 100vw"
      onLoad={() => setLoadedUrl(url)}
      style={{
        position: 'absolute',
        inset: fit === 'contain' ? '12%' : 0,
        width: fit === 'contain' ? '76%' : '100%',
        height: fit === 'contain' ? '76%' : '100%',
        objectFit: fit,
        ...(loadedUrl === url && { backgroundImage: 'none' }),
      }}
    />
  );
}

/**
 * One of the restaurant's images: what it shows now, and upload (button or drop), replace and
 * remove. An upload goes through the images pipeline with its progress, then becomes the field's
 * value at once; what goes wrong is said in words a restaurant owner understands.
 */
export function ImageSlot({
  restaurantId,
  field,
  url,
  canUpload,
}: {
  restaurantId: number;
  field: ImageField;
  url: string | null;
  canUpload: boolean;
}) {
  const { t } = useTranslation('restaurant-settings');
  const save = useUpdateRestaurant(restaurantId);
  const askConfirm = useUiStore((state) => state.askConfirm);
  const showAlert = useUiStore((state) => state.showAlert);
  const [state, setState] = useState<Step>({ step: 'idle' });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const label = t(`images.${field}.title`);
  const busy = state.step !== 'idle' && state.step !== 'failed';

  /** What is wrong with a file, by the API's status, in the owner's words (its details are English). */
  const fileProblem = (status: number | undefined, file: File) => {
    if (status === 413) return t('images.errors.tooLarge', { max: MAX_MB });
    if (status === 415)
      return t('images.errors.unsupported', { name: file.name, formats: FORMATS });
    if (status === 422) return t('images.errors.unreadable');
    if (status === 0) return t('images.errors.network');
    return t('images.errors.failed');
  };

  const upload = async (file: File) => {
    // What the server would refuse anyway is refused before the bytes travel.
    const refusal =
      file.size > MAX_IMAGE_UPLOAD_BYTES
        ? 413
        : file.type && !file.type.startsWith('image/')
          ? 415
          : undefined;
    if (refusal) {
      setState({ step: 'failed', message: fileProblem(refusal, file) });
      return;
    }
    abort.current = new AbortController();
    setState({ step: 'uploading', sent: 0 });
    let uploaded: string;
    try {
      ({ url: uploaded } = await uploadRestaurantImage(restaurantId, file, {
        signal: abort.current.signal,
        onProgress: (sent) =>
          setState(sent < 1 ? { step: 'uploading', sent } : { step: 'processing' }),
      }));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      const status = error instanceof ApiRequestError ? error.status : undefined;
      setState({ step: 'failed', message: fileProblem(status, file) });
      return;
    }
    setState({ step: 'saving' });
    try {
      await save.mutateAsync({ [field]: uploaded });
      setState({ step: 'idle' });
      showAlert(t('images.saved', { image: label }), 'success');
    } catch {
      setState({ step: 'failed', message: t('images.errors.saveFailed') });
    }
  };

  const remove = () =>
    askConfirm({
      title: t('images.removeConfirm.title', { image: label }),
      message: t('images.removeConfirm.message'),
      confirmLabel: t('images.remove'),
      onConfirm: async () => {
        setState({ step: 'removing' });
        try {
          await save.mutateAsync({ [field]: null });
          setState({ step: 'idle' });
          showAlert(t('images.removed', { image: label }), 'success');
        } catch {
          setState({ step: 'failed', message: t('images.errors.removeFailed') });
        }
      },
    });

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && canUpload && !busy) void upload(file);
  };

  // A logo is shown whole; photos fill the frame, as the site crops them.
  const isLogo = field === 'logo_url';
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-busy={busy}
      onDragOver={(event) => {
        if (!canUpload) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        overflow: 'hidden',
        outline: dragging ? 2 : 0,
        outlineColor: 'primary.main',
        outlineOffset: -2,
      }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 9',
          bgcolor: isLogo ? 'grey.100' : 'grey.200',
          display: 'grid',
          placeItems: 'center',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {url ? (
          <StoredImagePreview
            url={url}
            alt={t('images.currentAlt', { image: label })}
            fit={isLogo ? 'contain' : 'cover'}
          />
        ) : (
          <Box sx={{ textAlign: 'center', color: 'text.secondary', p: 2 }}>
            <AddPhotoAlternateOutlined sx={{ fontSize: 40 }} aria-hidden />
            <Typography variant="body2">
              {canUpload ? t('images.empty') : t('images.none')}
            </Typography>
          </Box>
        )}
        {busy && (
          <Box
            role="status"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgb(255 255 255 / 0.82)',
              p: 3,
            }}
          >
            <Box sx={{ width: '100%', maxWidth: 240, textAlign: 'center' }}>
              <Typography variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
                {state.step === 'uploading'
                  ? t('images.progress.uploading', { percent: Math.round(state.sent * 100) })
                  : t(`images.progress.${state.step}`)}
              </Typography>
              <LinearProgress
                aria-label={label}
                variant={state.step === 'uploading' ? 'determinate' : 'indeterminate'}
                value={state.step === 'uploading' ? state.sent * 100 : undefined}
              />
            </Box>
          </Box>
        )}
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {t(`images.${field}.help`)}
        </Typography>
        {state.step === 'failed' && (
          <Alert
            severity="error"
            closeText={t('images.dismiss')}
            onClose={() => setState({ step: 'idle' })}
          >
            {state.message}
          </Alert>
        )}
        {canUpload && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
            <Button
              variant={url ? 'outlined' : 'contained'}
              onClick={() => input.current?.click()}
              disabled={busy}
            >
              {url ? t('images.replace') : t('images.upload')}
            </Button>
            {url && (
              <Button color="error" onClick={remove} disabled={busy}>
                {t('images.remove')}
              </Button>
            )}
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              hidden
              aria-label={t('images.fileLabel', { image: label })}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
          </Box>
        )}
        <Typography variant="caption" color="text.secondary">
          {t('images.formats', { formats: FORMATS, max: MAX_MB })}
        </Typography>
      </Box>
    </Paper>
  );
}
