import { pickTranslation } from '@coperto/shared/common/translations';
import type { GalleryImage } from '@coperto/shared/site/gallery.schemas';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { languageNameOf, missingCaptionLanguages } from '../lib/caption-status';

interface GalleryImageCardProps {
  image: GalleryImage;
  /** 1-based, as the owner counts. */
  number: number;
  languages: readonly string[];
  onEditCaption(): void;
  onDelete(): void;
}

/** One photo of the grid: its place, its caption and what it lacks, its handle and actions. */
export function GalleryImageCard({
  image,
  number,
  languages,
  onEditCaption,
  onDelete,
}: GalleryImageCardProps) {
  const { t, i18n } = useTranslation('gallery-editor');
  const sortable = useSortable({
    id: image.id,
    attributes: { roleDescription: t('card.roleDescription') },
  });
  const caption = pickTranslation(image.caption, languages[0] ?? 'it', languages[0] ?? 'it');
  const missing = missingCaptionLanguages(image.caption, languages);
  const missingNames = missing.map((code) => languageNameOf(code, i18n.language)).join(', ');

  return (
    <Paper
      ref={sortable.setNodeRef}
      variant="outlined"
      data-testid="gallery-image-card"
      sx={{
        borderRadius: 3,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        zIndex: sortable.isDragging ? 2 : undefined,
        boxShadow: sortable.isDragging ? 8 : undefined,
        opacity: sortable.isDragging ? 0.92 : 1,
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.200' }}>
        <ResponsiveImage
          src={image.image_url}
          alt={caption || t('card.position', { number })}
          sizes="(min-width: 1200px) 320px, (min-width: 600px) 40vw, 100vw"
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        <Chip
          label={number}
          size="small"
          aria-hidden
          sx={{
            position: 'absolute',
            top: 8,
            left: 8,
            fontWeight: 700,
            bgcolor: 'rgba(255, 255, 255, 0.92)',
          }}
        />
        <Tooltip title={t('card.move', { number })}>
          <IconButton
            ref={sortable.setActivatorNodeRef}
            {...sortable.attributes}
            {...sortable.listeners}
            aria-label={t('card.move', { number })}
            size="small"
            sx={{
              position: 'absolute',
              top: 6,
              right: 6,
              bgcolor: 'rgba(255, 255, 255, 0.92)',
              cursor: sortable.isDragging ? 'grabbing' : 'grab',
              touchAction: 'none',
              '&:hover': { bgcolor: 'common.white' },
            }}
          >
            <DragIndicator fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ p: 1.5, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography
          variant="body2"
          color={caption ? 'text.primary' : 'text.secondary'}
          sx={{
            fontStyle: caption ? undefined : 'italic',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            minHeight: '2.86em',
          }}
        >
          {caption || t('card.noCaption')}
        </Typography>
        {missing.length > 0 && (
          <Tooltip title={t('card.missingTitle', { languages: missingNames })}>
            <Chip
              icon={<TranslateOutlined />}
              label={t('card.missing', {
                languages: missing.map((c) => c.toUpperCase()).join(', '),
              })}
              size="small"
              color="warning"
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
            />
          </Tooltip>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', mt: 'auto' }}>
          <Button
            size="small"
            startIcon={<EditOutlined />}
            onClick={onEditCaption}
            aria-label={t('card.editCaption', { number })}
          >
            {t('caption.edit')}
          </Button>
          <Tooltip title={t('card.delete', { number })}>
            <IconButton
              onClick={onDelete}
              aria-label={t('card.delete', { number })}
              size="small"
              sx={{ ml: 'auto' }}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
    </Paper>
  );
}
