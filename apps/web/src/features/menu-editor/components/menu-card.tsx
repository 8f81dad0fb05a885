import { pickTranslation } from '@coperto/shared/common/translations';
import type { MenuListItem } from '@coperto/shared/menus/menu.schemas';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import QrCode2 from '@mui/icons-material/QrCode2';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatTimestamp } from '../../../shared/lib/dates';
import type { DragHandle } from '../../../shared/ui/sortable-list';
import { missingLanguagesOf } from '../lib/translation-status';
import { MenuStatusChips } from './menu-status-chips';
import { MissingTranslationsChip } from './missing-translations-chip';

export interface MenuCardActions {
  onActiveChange(active: boolean): void;
  onSettings(): void;
  onPreview(): void;
  onQrCode(): void;
  onDuplicate(): void;
  onDelete(): void;
}

/** One menu in the restaurant's list: its state at a glance, the way in, and its actions. */
export function MenuCard({
  menu,
  handle,
  languages,
  canDuplicate,
  actions,
}: {
  menu: MenuListItem;
  handle: DragHandle;
  languages: readonly string[];
  canDuplicate: boolean;
  actions: MenuCardActions;
}) {
  const { t, i18n } = useTranslation('menu-editor');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const popupId = useId();
  const first = languages[0]!;
  const name = pickTranslation(menu.name, i18n.language, first);
  const updated = formatTimestamp(menu.updated_at, i18n.language);
  const close = () => setMenuAnchor(null);
  const option = (icon: ReactNode, label: string, run: () => void, disabled = false) => (
    <MenuItem
      disabled={disabled}
      onClick={() => {
        close();
        run();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );

  return (
    <Paper
      variant="outlined"
      sx={{
        borderRadius: 3,
        mb: 1.5,
        p: 1.5,
        pl: 0.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
      }}
    >
      {handle}
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Stack
          useFlexGap
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.75 }}
        >
          <Link
            component={RouterLink}
            to={String(menu.id)}
            variant="h6"
            underline="hover"
            color="text.primary"
            sx={{ fontWeight: 700, mr: 0.5 }}
          >
            {name}
          </Link>
          <MenuStatusChips menu={menu} withStatus={false} />
          <MissingTranslationsChip languages={missingLanguagesOf([menu.name], languages)} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {[
            t('menu.sectionCount', { count: menu.section_count }),
            t('menu.itemCount', { count: menu.item_count }),
            t('menu.updated', { date: updated }),
          ].join(' · ')}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
        <FormControlLabel
          label={menu.active ? t('menu.statusActive') : t('menu.statusInactive')}
          sx={{ mr: 1, minWidth: 112 }}
          control={
            <Switch
              checked={menu.active}
              onChange={(event) => actions.onActiveChange(event.target.checked)}
              color="success"
              slotProps={{ input: { 'aria-label': t('menu.activeFor', { name }) } }}
            />
          }
        />
        <Button component={RouterLink} to={String(menu.id)} variant="outlined">
          {t('menu.open')}
        </Button>
        <IconButton
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          aria-label={t('menu.more', { name })}
          aria-haspopup="menu"
          aria-controls={menuAnchor ? popupId : undefined}
          aria-expanded={menuAnchor ? 'true' : undefined}
        >
          <MoreVert />
        </IconButton>
      </Stack>
      <Menu id={popupId} anchorEl={menuAnchor} open={menuAnchor !== null} onClose={close}>
        {option(<SettingsOutlined fontSize="small" />, t('menu.settings'), actions.onSettings)}
        {option(
          <VisibilityOutlined fontSize="small" />,
          t('preview.open'),
          actions.onPreview,
          !menu.active,
        )}
        {option(<QrCode2 fontSize="small" />, t('qr.open'), actions.onQrCode)}
        {option(
          <ContentCopyOutlined fontSize="small" />,
          t('menu.duplicate'),
          actions.onDuplicate,
          !canDuplicate,
        )}
        <MenuItem
          onClick={() => {
            close();
            actions.onDelete();
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('menu.delete')}</ListItemText>
        </MenuItem>
      </Menu>
    </Paper>
  );
}
