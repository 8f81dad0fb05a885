import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import { downloadFile, menuQrPngDataUrl, menuQrSvg } from '../lib/menu-qr-code';
import { fileNameOf } from '../lib/public-menu-url';
import { PublicLinkField } from './public-link-field';

/**
 * The menu's link and its QR code for the tables, to download as PNG (to print or send to a
 * print shop) or SVG (for a designer), in files named after the restaurant and the menu.
 */
export function QrCodeDialog({
  url,
  restaurantName,
  menuName,
  active,
  onClose,
}: {
  url: string;
  restaurantName: string;
  menuName: string;
  /** An inactive menu's link answers "not found" until it is activated. */
  active: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('menu-editor');
  const showAlert = useUiStore((state) => state.showAlert);
  const svg = useQuery({
    queryKey: ['menu-editor', 'qr-svg', url],
    queryFn: () => menuQrSvg(url),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const fileName = `${fileNameOf(restaurantName, menuName)}-qr`;

  const downloadPng = async () => {
    try {
      downloadFile(await menuQrPngDataUrl(url), `${fileName}.png`);
    } catch (error) {
      console.error('QR code PNG failed', error);
      showAlert(t('qr.failed'), 'error');
    }
  };
  const downloadSvg = () => {
    if (!svg.data) return;
    const objectUrl = URL.createObjectURL(new Blob([svg.data], { type: 'image/svg+xml' }));
    downloadFile(objectUrl, `${fileName}.svg`);
    URL.revokeObjectURL(objectUrl);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="menu-qr-title">
      <DialogTitle id="menu-qr-title">{t('qr.title', { name: menuName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'stretch' }}>
            {t('qr.intro')}
          </Typography>
          {!active && (
            <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
              {t('qr.inactive')}
            </Alert>
          )}
          <Box
            sx={{
              width: 240,
              height: 240,
              display: 'grid',
              placeItems: 'center',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'common.white',
            }}
          >
            {svg.data ? (
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data)}`}
                alt={t('qr.alt', { name: menuName })}
                width={224}
                height={224}
              />
            ) : svg.isError ? (
              <Typography color="error" variant="body2" sx={{ p: 2, textAlign: 'center' }}>
                {t('qr.failed')}
              </Typography>
            ) : (
              <CircularProgress aria-label={t('qr.drawing')} />
            )}
          </Box>
          <PublicLinkField url={url} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} color="inherit" sx={{ mr: 'auto' }}>
          {t('actions.close')}
        </Button>
        <Button startIcon={<Download />} onClick={downloadSvg} disabled={!svg.data}>
          {t('qr.downloadSvg')}
        </Button>
        <Button
          variant="contained"
          startIcon={<Download />}
          onClick={downloadPng}
          disabled={!svg.data}
        >
          {t('qr.downloadPng')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
