import type { Menu } from '@coperto/shared/menus/menu.schemas';
import QrCode2 from '@mui/icons-material/QrCode2';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { PageHeaderWithBack } from '../../../shared/ui/page-header-with-back';
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
    <PageHeaderWithBack
      backLabel={t('editor.back')}
      title={name}
      chips={<MenuStatusChips menu={menu} />}
      description={description}
      actions={
        <>
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
        </>
      }
    />
  );
}
