import { REPORT_FIRST_YEAR } from '@coperto/shared/reports/report.constants';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How many past years the picker lists (any year from 2000 opens through the address). */
const YEARS_LISTED = 6;

/** Restaurant (or the whole business), year, and the figures as a spreadsheet. */
export function ReportControls({
  restaurants,
  restaurantId,
  year,
  thisYear,
  onChange,
  onDownload,
  showYear = true,
}: {
  restaurants: { id: number; name: string }[];
  restaurantId: number | null;
  year: number;
  thisYear: number;
  onChange(changes: { year?: number; restaurantId?: number | null }): void;
  onDownload(): Promise<void>;
  showYear?: boolean;
}) {
  const { t } = useTranslation('reports');
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const years = Array.from({ length: YEARS_LISTED }, (_, i) => thisYear - i).filter(
    (y) => y >= REPORT_FIRST_YEAR,
  );
  if (!years.includes(year)) years.push(year);
  years.sort((a, b) => b - a);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mb: 3, alignItems: { sm: 'center' } }}
    >
      <TextField
        select
        size="small"
        label={t('controls.restaurant')}
        value={restaurantId ?? 'all'}
        onChange={(e) =>
          onChange({ restaurantId: e.target.value === 'all' ? null : Number(e.target.value) })
        }
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="all">{t('controls.allRestaurants')}</MenuItem>
        {restaurants.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      {showYear && (
        <TextField
          select
          size="small"
          label={t('controls.year')}
          value={year}
          onChange={(e) => onChange({ year: Number(e.target.value) })}
          sx={{ minWidth: 120 }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        disabled={downloading}
        onClick={async () => {
          setDownloading(true);
          setFailed(false);
          try {
            await onDownload();
          } catch {
            setFailed(true);
          } finally {
            setDownloading(false);
          }
        }}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, ml: { sm: 'auto !important' } }}
        color={failed ? 'error' : 'primary'}
      >
        {failed ? t('controls.downloadFailed') : t('controls.download')}
      </Button>
    </Stack>
  );
}
