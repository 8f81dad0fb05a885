import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DragHandle } from '../../../shared/ui/sortable-list';
import { useLanguageNames } from './use-language-names';

/** One language in the ordered list (SortableList): its drag handle, position, names and actions. */
export function LanguageRow({
  language,
  index,
  count,
  disabled,
  handle,
  dragging,
  onMove,
  onRemove,
}: {
  language: string;
  index: number;
  count: number;
  disabled: boolean;
  handle: DragHandle;
  dragging: boolean;
  onMove: (position: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('restaurant-settings-extra');
  const { nameOf, ownNameOf } = useLanguageNames();
  const name = nameOf(language);
  const ownName = ownNameOf(language);

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        pl: 0.5,
        pr: 1,
        py: 0.75,
        border: 1,
        borderColor: dragging ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: dragging ? 4 : undefined,
      }}
    >
      {handle}
      <Typography
        component="span"
        sx={{ width: 24, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
      >
        {index + 1}.
      </Typography>
      {/* On a phone the row is narrow: the language's own name goes under its name. */}
      <Box sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {name}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: { xs: 'block', sm: 'inline' }, ml: { xs: 0, sm: 1 } }}
        >
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
