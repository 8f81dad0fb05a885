import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguageNames } from './use-language-names';

/** One language in the ordered list: its drag handle, position, names and actions. */
export function LanguageRow({
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
