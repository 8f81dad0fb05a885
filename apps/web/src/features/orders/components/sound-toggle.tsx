import VolumeOff from '@mui/icons-material/VolumeOff';
import VolumeUp from '@mui/icons-material/VolumeUp';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderSound } from '../lib/order-sound';

/**
 * "Attiva i suoni": browsers play sound only after a tap, so the chime needs this one. The
 * choice is remembered; after a reload the first tap anywhere on the page unlocks it again.
 */
export function SoundToggle({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('orders');
  const { wanted, ready, enable, disable, unlock } = useOrderSound();

  useEffect(() => {
    if (!wanted || ready) return;
    const tapped = () => void unlock();
    document.addEventListener('pointerdown', tapped);
    document.addEventListener('keydown', tapped);
    return () => {
      document.removeEventListener('pointerdown', tapped);
      document.removeEventListener('keydown', tapped);
    };
  }, [wanted, ready, unlock]);

  const on = wanted && ready;
  if (compact) {
    const label = on ? t('sound.on') : wanted ? t('sound.tapToUnlock') : t('sound.enable');
    return (
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-pressed={on}
          onClick={() => (on ? disable() : void enable())}
          sx={{ color: on ? 'success.light' : 'warning.light' }}
        >
          {on ? <VolumeUp /> : <VolumeOff />}
        </IconButton>
      </Tooltip>
    );
  }
  if (on) {
    return (
      <Button
        variant="outlined"
        color="success"
        startIcon={<VolumeUp />}
        onClick={disable}
        aria-pressed="true"
      >
        {t('sound.on')}
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      color="warning"
      startIcon={<VolumeOff />}
      onClick={() => void enable()}
      aria-pressed="false"
    >
      {wanted ? t('sound.tapToUnlock') : t('sound.enable')}
    </Button>
  );
}
