import QrCodeScannerOutlined from '@mui/icons-material/QrCodeScannerOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { barcodeDetector, codeInScan } from '../lib/scan-code';

const SCAN_EVERY_MS = 300;

/**
 * Reads a card's QR code with the device camera through the browser's BarcodeDetector; where the
 * browser has none the button is not shown (the code is typed). No library: the browser reads it.
 */
export function CodeScanner({ onCode }: { onCode(code: string): void }) {
  const { t } = useTranslation('giftcards');
  const [detector] = useState(barcodeDetector);
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!scanning || !detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const found = await detector.detect(video.current);
        const code = found.map((barcode) => codeInScan(barcode.rawValue)).find(Boolean);
        if (code) {
          setScanning(false);
          onCode(code);
          return;
        }
      } catch {
        // A frame not ready yet: the next one is read.
      }
      timer = setTimeout(look, SCAN_EVERY_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (opened) => {
        stream = opened;
        if (stopped || !video.current) return;
        video.current.srcObject = opened;
        await video.current.play();
        void look();
      })
      .catch(() => {
        setFailed(true);
        setScanning(false);
      });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [scanning, detector, onCode]);

  if (!detector) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={<QrCodeScannerOutlined />}
        onClick={() => {
          setFailed(false);
          setScanning((on) => !on);
        }}
        sx={{ justifySelf: 'start' }}
      >
        {scanning ? t('redeem.stopScan') : t('redeem.scan')}
      </Button>
      {scanning && (
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          aria-label={t('redeem.camera')}
          sx={{ width: '100%', maxWidth: 360, borderRadius: 1, bgcolor: 'grey.900' }}
        />
      )}
      {failed && <Alert severity="warning">{t('redeem.cameraFailed')}</Alert>}
    </Box>
  );
}
