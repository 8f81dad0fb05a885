import type { Menu } from '@coperto/shared/menus/menu.schemas';
import ArrowBack from '@mui/icons-material/ArrowBack';
import QrCode2 from '@mui/icons-material/QrCode2';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MenuStatusChips } from './menu-status-chips';

/**
 * The top of a menu's editor: the way back to the list, the menu's name, state and description,
 * and its settings, preview (of an active menu only) and QR code.
 */
export function MenuEditorHeader({
  menu,
  name,
  description,
  onOpen,
}: {
  menu: Menu;
  name: string;
  description: string;
  onOpen(dialog: 'menu' | 'preview' | 'qr'): void;
}) {
  const { t } = useTranslation('menu-editor');
  return (
    <>
      <Button
        component={RouterLink}
        to=".."
        relative="path"
        startIcon={<ArrowBack />}
        sx={{ mb: 1, ml: -1 }}
      >
        {t('editor.back')}
      </Button>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack
            useFlexGap
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {name}
            </Typography>
            <MenuStatusChips menu={menu} />
          </Stack>
          {description && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          )}
        </Box>
        <Stack
          useFlexGap
          direction="row"
          spacing={1}
          sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}
        >
          <Button
            variant="outlined"
            startIcon={<SettingsOutlined />}
            onClick={() => onOpen('menu')}
          >
            {t('editor.settings')}
          </Button>
          <Tooltip title={menu.active ? t('preview.hint') : t('preview.inactive')}>
            <span>
              <Button
                variant="outlined"
                startIcon={<VisibilityOutlined />}
                onClick={() => onOpen('preview')}
                disabled={!menu.active}
              >
                {t('preview.open')}
              </Button>
            </span>
          </Tooltip>
          <Button variant="contained" startIcon={<QrCode2 />} onClick={() => onOpen('qr')}>
            {t('qr.open')}
          </Button>
        </Stack>
      </Stack>
    </>
  );
}
