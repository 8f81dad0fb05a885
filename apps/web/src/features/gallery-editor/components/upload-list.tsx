import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../lib/format-file-size';
import { MAX_UPLOAD_MEGABYTES } from '../lib/image-file-check';
import { canRetry, type GalleryUpload } from '../lib/use-gallery-uploads';

/** A local preview of the picked file, released when the row goes. */
function useObjectUrl(file: File) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

function UploadRow({ upload, onRetry }: { upload: GalleryUpload; onRetry(): void }) {
  const { t, i18n } = useTranslation('gallery-editor');
  const preview = useObjectUrl(upload.file);
  const size = formatFileSize(upload.file.size, i18n.language);
  const failed = upload.state === 'failed';
  const showsBar = !failed && upload.state !== 'waiting';
  const percent = Math.round(upload.progress * 100);
  const status =
    upload.state === 'failed'
      ? t(`errors.${upload.failure ?? 'failed'}`, { size, max: MAX_UPLOAD_MEGABYTES })
      : upload.state === 'sending'
        ? t('uploads.sending', { percent })
        : t(`uploads.${upload.state}`);

  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1.25 }}
      data-testid="gallery-upload"
    >
      <Box
        sx={{
          width: 56,
          height: 56,
          flexShrink: 0,
          borderRadius: 1.5,
          bgcolor: 'grey.200',
          backgroundImage: preview && !failed ? `url("${preview}")` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {failed && <ErrorOutlineOutlined color="error" aria-hidden />}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600, minWidth: 0 }}>
            {upload.file.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {size}
          </Typography>
        </Box>
        {showsBar && (
          <LinearProgress
            // While the server encodes the copies there is no percentage to show.
            variant={upload.state === 'processing' ? 'indeterminate' : 'determinate'}
            value={percent}
            color={upload.state === 'done' ? 'success' : 'primary'}
            aria-label={t('uploads.progressLabel', { name: upload.file.name })}
            sx={{ my: 0.75, height: 6, borderRadius: 3 }}
          />
        )}
        <Typography
          variant="body2"
          color={failed ? 'error' : 'text.secondary'}
          role={failed ? 'alert' : undefined}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: showsBar ? 0 : 0.5 }}
        >
          {upload.state === 'done' && (
            <CheckCircle fontSize="inherit" color="success" aria-hidden />
          )}
          {status}
        </Typography>
      </Box>
      {failed && canRetry(upload) && (
        <Button size="small" onClick={onRetry} sx={{ flexShrink: 0 }}>
          {t('uploads.retry')}
        </Button>
      )}
    </Box>
  );
}

/** The files being uploaded, one row each: a bar while sending, then done or why not. */
export function UploadList({
  uploads,
  onRetry,
  onClearFinished,
}: {
  uploads: GalleryUpload[];
  onRetry(upload: GalleryUpload): void;
  onClearFinished(): void;
}) {
  const { t } = useTranslation('gallery-editor');
  if (uploads.length === 0) return null;
  const anyFinished = uploads.some((u) => u.state === 'done' || u.state === 'failed');
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, px: { xs: 2, md: 3 }, py: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('uploads.title')}
        </Typography>
        {anyFinished && (
          <Button size="small" color="inherit" onClick={onClearFinished}>
            {t('uploads.clear')}
          </Button>
        )}
      </Box>
      <Box
        component="ul"
        aria-label={t('uploads.title')}
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          '& > li + li': { borderTop: 1, borderColor: 'divider' },
        }}
      >
        {uploads.map((upload) => (
          <UploadRow key={upload.id} upload={upload} onRetry={() => onRetry(upload)} />
        ))}
      </Box>
    </Paper>
  );
}
