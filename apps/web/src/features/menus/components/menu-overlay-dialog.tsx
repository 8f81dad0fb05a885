import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiStore } from '../../../shared/stores/ui-store';
import { type MenusRestaurant, RestaurantMenus } from './restaurant-menus';

/** Full screen on a phone, a large dialog on a desktop; Esc or the close button closes it. */
export function MenuOverlayDialog({
  restaurant,
  open,
}: {
  restaurant: MenusRestaurant;
  open: boolean;
}) {
  const { t, i18n } = useTranslation('menu');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const setOverlay = useUiStore((s) => s.setOverlay);
  const [selectedId, setSelectedId] = useState<string>();
  const close = () => setOverlay('menu', false);
  const pagePath = `/${i18n.language}/menu${selectedId ? `/${selectedId}` : ''}`;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      scroll="paper"
      slotProps={{ paper: { sx: { bgcolor: 'background.default' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        {/* The dialog's name: MUI labels the dialog with its title. */}
        <DialogTitle sx={{ flex: 1, py: 1.5, fontWeight: 600 }}>{t('menus')}</DialogTitle>
        <Button component={Link} to={pagePath} onClick={close}>
          {t('overlay.openPage')}
        </Button>
        <IconButton aria-label={t('overlay.close')} onClick={close} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: 'column' }}>
        <RestaurantMenus
          restaurant={restaurant}
          selectedId={selectedId}
          onSelect={setSelectedId}
          headingLevel={3}
          placement="dialog"
        />
      </DialogContent>
    </Dialog>
  );
}
