import { type GalleryImage, MAX_GALLERY_IMAGES } from '@coperto/shared/site/gallery.schemas';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { useUiStore } from '../../../shared/stores/ui-store';
import { useDeleteGalleryImage } from '../api/delete-gallery-image';
import { useEditorGallery } from '../api/get-editor-gallery';
import { useGalleryLanguages } from '../api/get-gallery-languages';
import { useReorderGallery } from '../api/reorder-gallery';
import { useUploadGalleryImage } from '../api/upload-gallery-image';
import { CaptionDialog } from '../components/caption-dialog';
import { SortableGalleryGrid } from '../components/sortable-gallery-grid';
import { UploadDropZone } from '../components/upload-drop-zone';
import { UploadList } from '../components/upload-list';
import { useGalleryUploads } from '../lib/use-gallery-uploads';

function EmptyGallery() {
  const { t } = useTranslation('gallery-editor');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 3, textAlign: 'center' }}>
      <PhotoLibraryOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {t('empty.title')}
      </Typography>
      <Typography color="text.secondary">{t('empty.text')}</Typography>
    </Paper>
  );
}

/** The gallery of one restaurant: uploads, the sortable grid, captions and deletes. */
function GalleryEditor({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation('gallery-editor');
  const gallery = useEditorGallery(restaurantId);
  const languages = useGalleryLanguages(restaurantId);
  const images = gallery.data?.images ?? [];
  const room = MAX_GALLERY_IMAGES - images.length;
  const uploads = useGalleryUploads(useUploadGalleryImage(restaurantId), room);
  const reorder = useReorderGallery(restaurantId);
  const remove = useDeleteGalleryImage(restaurantId);
  const askConfirm = useUiStore((state) => state.askConfirm);
  const showAlert = useUiStore((state) => state.showAlert);
  const [editing, setEditing] = useState<{ image: GalleryImage; number: number } | null>(null);

  if (gallery.isError || languages.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            onClick={() => {
              void gallery.refetch();
              void languages.refetch();
            }}
          >
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  }
  if (!gallery.data || !languages.data) {
    return (
      <Stack spacing={3} aria-busy>
        <Skeleton variant="rounded" height={104} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          }}
        >
          {[1, 2, 3, 4].map((key) => (
            <Skeleton key={key} variant="rounded" height={260} />
          ))}
        </Box>
      </Stack>
    );
  }

  const confirmDelete = (image: GalleryImage) =>
    askConfirm({
      title: t('delete.title'),
      message: t('delete.message'),
      confirmLabel: t('delete.confirm'),
      onConfirm: async () => {
        try {
          await remove.mutateAsync(image.id);
        } catch {
          // The confirm dialog shows a thrown error's message: this one reads in the UI's language.
          throw new Error(t('delete.failed'));
        }
        showAlert(t('delete.done'), 'success');
      },
    });

  return (
    <Stack spacing={3}>
      <UploadDropZone onFiles={uploads.add} disabled={room <= 0} />
      {room <= 0 && <Alert severity="warning">{t('full')}</Alert>}
      <UploadList
        uploads={uploads.uploads}
        onRetry={uploads.retry}
        onClearFinished={uploads.clearFinished}
      />
      {images.length === 0 ? (
        <EmptyGallery />
      ) : (
        <Box component="section" aria-labelledby="gallery-grid-title">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mb: 2 }}>
            <Typography
              id="gallery-grid-title"
              variant="h6"
              component="h2"
              sx={{ fontWeight: 600 }}
            >
              {t('count', { count: images.length, max: MAX_GALLERY_IMAGES })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('reorder.hint')}
            </Typography>
          </Box>
          <SortableGalleryGrid
            images={images}
            languages={languages.data}
            onReorder={(ids) =>
              reorder.mutate(ids, { onError: () => showAlert(t('reorder.failed'), 'error') })
            }
            onEditCaption={(image, number) => setEditing({ image, number })}
            onDelete={confirmDelete}
          />
        </Box>
      )}
      {editing && (
        <CaptionDialog
          key={editing.image.id}
          restaurantId={restaurantId}
          image={editing.image}
          number={editing.number}
          languages={languages.data}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

/**
 * The gallery section of the dashboard. A plan without the gallery never gets here: the section
 * page shows the locked notice instead (dashboard/pages/section-page.tsx).
 */
export default function GalleryEditorPage() {
  const { t } = useTranslation('gallery-editor');
  const restaurantId = useSignedInUser()?.restaurant?.id;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {t('subtitle')}
      </Typography>
      {restaurantId === undefined ? (
        <Alert severity="info">{t('noRestaurant')}</Alert>
      ) : (
        // A new restaurant is a new editor: its uploads and dialogs do not carry over.
        <GalleryEditor key={restaurantId} restaurantId={restaurantId} />
      )}
    </>
  );
}
