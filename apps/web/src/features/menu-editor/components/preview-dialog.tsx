import OpenInNew from '@mui/icons-material/OpenInNew';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import TabletMac from '@mui/icons-material/TabletMac';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Guests mostly read the menu on a phone at the table; a tablet shows the wider layout. */
const DEVICE_WIDTHS = { phone: 390, tablet: 820 } as const;
type Device = keyof typeof DEVICE_WIDTHS;

/**
 * The menu as guests see it: its public page, live, in a phone- or tablet-wide frame, and a
 * button to open it in a tab of its own.
 */
export function PreviewDialog({
  url,
  menuName,
  onClose,
}: {
  url: string;
  menuName: string;
  onClose(): void;
}) {
  const { t } = useTranslation('menu-editor');
  const [device, setDevice] = useState<Device>('phone');
  return (
    <Dialog open onClose={onClose} maxWidth="lg" aria-labelledby="menu-preview-title">
      <DialogTitle id="menu-preview-bar" component="div">
        <Stack
          useFlexGap
          direction="row"
          spacing={2}
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            rowGap: 1,
          }}
        >
          <span id="menu-preview-title">{t('preview.title', { name: menuName })}</span>
          <ToggleButtonGroup
            value={device}
            exclusive
            size="small"
            aria-label={t('preview.device')}
            onChange={(_event, next: Device | null) => next && setDevice(next)}
          >
            <ToggleButton value="phone" aria-label={t('preview.phone')}>
              <PhoneIphone fontSize="small" />
            </ToggleButton>
            <ToggleButton value="tablet" aria-label={t('preview.tablet')}>
              <TabletMac fontSize="small" />
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', placeItems: 'center', bgcolor: 'grey.100', py: 3 }}>
        <Box
          component="iframe"
          src={url}
          title={t('preview.frameTitle', { name: menuName })}
          sx={{
            width: DEVICE_WIDTHS[device],
            maxWidth: '100%',
            height: 'min(760px, calc(100dvh - 220px))',
            border: 8,
            borderColor: 'grey.900',
            borderRadius: 4,
            bgcolor: 'common.white',
            boxShadow: 6,
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3 }}>
        <Button onClick={onClose} color="inherit" sx={{ mr: 'auto' }}>
          {t('actions.close')}
        </Button>
        <Button
          variant="contained"
          startIcon={<OpenInNew />}
          href={url}
          target="_blank"
          rel="noopener"
        >
          {t('preview.openTab')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
