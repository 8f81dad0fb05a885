import { eurosToCents } from '@coperto/shared/common/money';
import { pickTranslation } from '@coperto/shared/common/translations';
import { parseStoredImage } from '@coperto/shared/media/image-variants';
import type { MenuItem, MenuSection } from '@coperto/shared/menus/menu.schemas';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItemOption from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuroCents } from '../../../shared/lib/format-money';
import type { DragHandle } from '../../../shared/ui/sortable-list';
import { isWrittenIn, missingLanguagesOf, textsOfItem } from '../lib/translation-status';
import { MissingTranslationsChip } from './missing-translations-chip';

/** Room for the whole row on one line: name, price, switch with its word, edit and more. */
const WIDE_ROW = '@container (min-width: 720px)';
/** The least a finger can hit (WCAG 2.5.5). */
const TOUCH = 44;

/**
 * One dish in the editor: what guests read (name, description, prices), what is missing, and the
 * service-time switch that marks it sold out in one click.
 */
export function ItemRow({
  item,
  handle,
  language,
  languages,
  otherSections,
  onAvailableChange,
  onEdit,
  onMove,
  onDelete,
}: {
  item: MenuItem;
  handle: DragHandle;
  /** The language the editor shows texts in. */
  language: string;
  languages: readonly string[];
  /** Where the dish could move to. */
  otherSections: readonly MenuSection[];
  onAvailableChange(available: boolean): void;
  onEdit(): void;
  onMove(sectionId: number): void;
  onDelete(): void;
}) {
  const { t, i18n } = useTranslation('menu-editor');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const first = languages[0]!;
  const name = pickTranslation(item.name, language, first);
  const description = pickTranslation(item.description, language, first);
  const untranslated = !isWrittenIn(item.name, language);
  const money = (euros: number) => formatEuroCents(eurosToCents(euros), i18n.language);
  const thumbnail = parseStoredImage(item.image_url)?.variants[0]?.url ?? item.image_url;
  const close = () => setMenuAnchor(null);

  return (
    // The row lays itself out by its own width: one line when there is room, else the price and
    // the controls go under the name, so a long Italian name wraps instead of running under them.
    <Box sx={{ containerType: 'inline-size', borderTop: 1, borderColor: 'divider' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto auto minmax(0, 1fr)',
          alignItems: 'center',
          columnGap: 1.5,
          rowGap: 0.5,
          py: 1.25,
          pl: 0.5,
          pr: 1,
          bgcolor: 'background.paper',
          opacity: item.available ? 1 : 0.8,
          [WIDE_ROW]: { gridTemplateColumns: 'auto auto minmax(0, 1fr) auto' },
        }}
      >
        <Box
          sx={{
            gridRow: 'span 2',
            display: 'flex',
            // On a phone the handle is a finger's size too; beside a mouse it keeps the list's.
            '& > .MuiIconButton-root': { width: TOUCH, height: TOUCH },
            [WIDE_ROW]: {
              gridRow: 'auto',
              '& > .MuiIconButton-root': { width: 'auto', height: 'auto' },
            },
          }}
        >
          {handle}
        </Box>
        <Box
          sx={{
            width: 52,
            height: 52,
            borderRadius: 1.5,
            overflow: 'hidden',
            bgcolor: 'grey.100',
            display: 'grid',
            placeItems: 'center',
            color: 'text.disabled',
          }}
        >
          {thumbnail ? (
            <img
              src={thumbnail}
              alt=""
              loading="lazy"
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <RestaurantOutlined fontSize="small" aria-hidden />
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Stack
            useFlexGap
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
          >
            <Typography
              component="h4"
              sx={{
                fontWeight: 600,
                overflowWrap: 'anywhere',
                fontStyle: untranslated ? 'italic' : 'normal',
                color: untranslated ? 'text.secondary' : 'text.primary',
                textDecoration: item.available ? 'none' : 'line-through',
              }}
            >
              {name}
            </Typography>
            {!item.available && (
              <Chip size="small" color="error" label={t('item.soldOut')} sx={{ fontWeight: 600 }} />
            )}
            <MissingTranslationsChip languages={missingLanguagesOf(textsOfItem(item), languages)} />
          </Stack>
          {description && (
            <Typography variant="body2" color="text.secondary" noWrap title={description}>
              {description}
            </Typography>
          )}
          {(item.variants.length > 0 || item.allergens.length > 0) && (
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {[
                item.variants
                  .map(
                    (variant) =>
                      `${pickTranslation(variant.name, language, first)} ${money(variant.price)}`,
                  )
                  .join(' · '),
                item.allergens.length > 0 &&
                  t('item.allergenList', {
                    allergens: item.allergens
                      .map((allergen) => t(`allergens.${allergen}`))
                      .join(', '),
                  }),
              ]
                .filter(Boolean)
                .join(' — ')}
            </Typography>
          )}
        </Box>
        <Stack
          direction="row"
          spacing={0.5}
          sx={{
            gridColumn: '2 / -1',
            alignItems: 'center',
            [WIDE_ROW]: { gridColumn: 'auto', gap: 1 },
          }}
        >
          <Typography
            sx={{
              flex: '1 1 auto',
              mr: 0.5,
              fontWeight: 600,
              whiteSpace: 'nowrap',
              fontVariantNumeric: 'tabular-nums',
              [WIDE_ROW]: { mr: 1.5 },
            }}
          >
            {money(item.price)}
          </Typography>
          <Tooltip title={item.available ? t('item.markSoldOut') : t('item.markAvailable')}>
            {/* The label makes the switch's text and its whole 44 px height a way to flip it. */}
            <Stack
              component="label"
              direction="row"
              sx={{
                alignItems: 'center',
                minHeight: TOUCH,
                cursor: 'pointer',
                [WIDE_ROW]: { width: 132 },
              }}
            >
              <Switch
                checked={item.available}
                onChange={(event) => onAvailableChange(event.target.checked)}
                color="success"
                slotProps={{ input: { 'aria-label': t('item.availableFor', { name }) } }}
              />
              <Typography
                variant="body2"
                aria-hidden
                sx={{
                  display: 'none',
                  color: item.available ? 'success.dark' : 'error.main',
                  fontWeight: 600,
                  [WIDE_ROW]: { display: 'block' },
                }}
              >
                {item.available ? t('item.availableShort') : t('item.soldOut')}
              </Typography>
            </Stack>
          </Tooltip>
          <Tooltip title={t('item.edit')}>
            <IconButton
              onClick={onEdit}
              aria-label={t('item.editNamed', { name })}
              sx={{ width: TOUCH, height: TOUCH }}
            >
              <EditOutlined />
            </IconButton>
          </Tooltip>
          <IconButton
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            aria-label={t('item.more', { name })}
            aria-haspopup="menu"
            aria-controls={menuAnchor ? menuId : undefined}
            aria-expanded={menuAnchor ? 'true' : undefined}
            sx={{ width: TOUCH, height: TOUCH }}
          >
            <MoreVert />
          </IconButton>
        </Stack>
      </Box>
      <Menu id={menuId} anchorEl={menuAnchor} open={menuAnchor !== null} onClose={close}>
        {otherSections.length > 0 && (
          <ListSubheader sx={{ lineHeight: 2.5 }}>{t('item.moveTo')}</ListSubheader>
        )}
        {otherSections.map((section) => (
          <MenuItemOption
            key={section.id}
            onClick={() => {
              close();
              onMove(section.id);
            }}
          >
            <ListItemIcon>
              <DriveFileMoveOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{pickTranslation(section.name, language, first)}</ListItemText>
          </MenuItemOption>
        ))}
        <MenuItemOption
          onClick={() => {
            close();
            onDelete();
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('item.delete')}</ListItemText>
        </MenuItemOption>
      </Menu>
    </Box>
  );
}
