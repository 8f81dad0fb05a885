import { pickTranslation } from '@coperto/shared/common/translations';
import { MAX_ITEMS_PER_SECTION } from '@coperto/shared/menus/menu.constants';
import type { MenuItem, MenuSection } from '@coperto/shared/menus/menu.schemas';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type DragHandle, SortableList } from '../../../shared/ui/sortable-list';
import { isWrittenIn, missingLanguagesOf, textsOfSection } from '../lib/translation-status';
import { MissingTranslationsChip } from './missing-translations-chip';

export interface SectionActions {
  onToggleOpen(): void;
  onEdit(): void;
  onDelete(): void;
  onAddItem(): void;
  onReorderItems(ids: number[]): void;
}

/** A section of the menu: a header that opens it, then its dishes in their order. */
export function SectionCard({
  section,
  handle,
  open,
  language,
  languages,
  actions,
  renderItem,
}: {
  section: MenuSection;
  handle: DragHandle;
  open: boolean;
  language: string;
  languages: readonly string[];
  actions: SectionActions;
  renderItem(item: MenuItem, handle: DragHandle): ReactNode;
}) {
  const { t } = useTranslation('menu-editor');
  const contentId = useId();
  const first = languages[0]!;
  const name = pickTranslation(section.name, language, first);
  const description = pickTranslation(section.description, language, first);
  const soldOut = section.items.filter((item) => !item.available).length;
  const full = section.items.length >= MAX_ITEMS_PER_SECTION;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={name}
      data-section-id={section.id}
      sx={{ borderRadius: 3, overflow: 'hidden', mb: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pl: 0.5, pr: 1, py: 1 }}>
        {handle}
        <ButtonBase
          onClick={actions.onToggleOpen}
          aria-expanded={open}
          aria-controls={contentId}
          sx={{
            flex: '1 1 0',
            minWidth: 0,
            justifyContent: 'flex-start',
            textAlign: 'left',
            borderRadius: 1,
            py: 0.5,
            gap: 1,
          }}
        >
          <ExpandMore
            aria-hidden
            sx={{
              transition: 'transform 150ms',
              transform: open ? 'rotate(180deg)' : 'none',
              color: 'text.secondary',
            }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component="h3"
              variant="subtitle1"
              noWrap
              sx={{
                fontWeight: 700,
                fontStyle: isWrittenIn(section.name, language) ? 'normal' : 'italic',
              }}
            >
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {[
                t('section.itemCount', { count: section.items.length }),
                soldOut > 0 && t('section.soldOutCount', { count: soldOut }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        </ButtonBase>
        <MissingTranslationsChip
          languages={missingLanguagesOf(textsOfSection(section), languages)}
        />
        <Tooltip title={full ? t('section.full', { max: MAX_ITEMS_PER_SECTION }) : ''}>
          <span>
            <Button
              startIcon={<Add />}
              onClick={actions.onAddItem}
              disabled={full}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t('item.add')}
            </Button>
          </span>
        </Tooltip>
        <Tooltip title={t('section.edit')}>
          <IconButton onClick={actions.onEdit} aria-label={t('section.editNamed', { name })}>
            <EditOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('section.delete')}>
          <IconButton onClick={actions.onDelete} aria-label={t('section.deleteNamed', { name })}>
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      </Stack>
      <Collapse in={open} id={contentId} unmountOnExit>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 1.5 }}>
            {description}
          </Typography>
        )}
        {section.items.length > 0 ? (
          <SortableList
            rows={section.items}
            nameOf={(item) => pickTranslation(item.name, language, first)}
            onReorder={actions.onReorderItems}
            renderRow={renderItem}
          />
        ) : (
          <Typography
            color="text.secondary"
            sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}
          >
            {t('section.empty')}
          </Typography>
        )}
        <Box sx={{ px: 1.5, py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Button startIcon={<Add />} onClick={actions.onAddItem} disabled={full}>
            {t('item.addTo', { section: name })}
          </Button>
        </Box>
      </Collapse>
    </Paper>
  );
}
