import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../shared/lib/dates';

/** A moment the server recorded, with its time, in the UI's language. */
export function useFormatDateTime() {
  const { i18n } = useTranslation();
  return (iso: string) => formatTimestamp(iso, i18n.language, { withTime: true });
}
