import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_FILES, MAX_UPLOAD_MEGABYTES } from '../lib/image-file-check';
import { usePageFileDrop } from '../lib/use-page-file-drop';

/**
 * Where photos come in: a picker for several files, and the whole page as a drop target (with an
 * overlay while files are dragged over it).
 */
export function UploadDropZone({
  onFiles,
  disabled,
}: {
  onFiles(files: File[]): void;
  disabled: boolean;
}) {
  const { t } = useTranslation('gallery-editor');
  const input = useRef<HTMLInputElement>(null);
  const dragging = usePageFileDrop(onFiles, !disabled);

  return (
    <>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2.5, md: 3 },
          borderRadius: 3,
          borderStyle: 'dashed',
          borderWidth: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 2.5,
          flexDirection: { xs: 'column', sm: 'row' },
          textAlign: { xs: 'center', sm: 'left' },
          bgcolor: 'background.paper',
        }}
      >
        <CloudUploadOutlined sx={{ fontSize: 44, color: 'primary.main' }} aria-hidden />
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('drop.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('drop.text', { max: MAX_UPLOAD_MEGABYTES })}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddPhotoAlternateOutlined />}
          onClick={() => input.current?.click()}
          disabled={disabled}
          sx={{ flexShrink: 0 }}
        >
          {t('drop.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_IMAGE_FILES}
          multiple
          hidden
          data-testid="gallery-file-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Cleared, so picking the same file again (after an error) still counts as a change.
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </Paper>
      {dragging && (
        <Portal>
          <Box
            aria-hidden
            sx={{
              position: 'fixed',
              inset: 0,
              zIndex: (theme) => theme.zIndex.modal,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(25, 25, 25, 0.55)',
              pointerEvents: 'none',
            }}
          >
            <Paper
              sx={{
                px: 5,
                py: 4,
                borderRadius: 4,
                textAlign: 'center',
                border: 3,
                borderStyle: 'dashed',
                borderColor: 'primary.main',
              }}
            >
              <CloudUploadOutlined sx={{ fontSize: 56, color: 'primary.main' }} />
              <Typography variant="h6" component="p" sx={{ mt: 1 }}>
                {t('drop.overlay')}
              </Typography>
            </Paper>
          </Box>
        </Portal>
      )}
    </>
  );
}
