import ContentCopy from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';

/** The menu's public link, read-only, with a button that copies it. */
export function PublicLinkField({ url }: { url: string }) {
  const { t } = useTranslation('menu-editor');
  const showAlert = useUiStore((state) => state.showAlert);
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showAlert(t('link.copied'), 'success');
    } catch {
      // No clipboard (an insecure page, a refused permission): leave it selected to copy by hand.
      input.current?.select();
      showAlert(t('link.copyFailed'), 'warning');
    }
  };

  return (
    <TextField
      value={url}
      label={t('link.label')}
      size="small"
      fullWidth
      inputRef={input}
      onFocus={(event) => event.target.select()}
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={t('link.copy')}>
                <IconButton onClick={copy} edge="end" aria-label={t('link.copy')}>
                  <ContentCopy fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
