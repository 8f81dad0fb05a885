import type { FloorTable } from '@coperto/shared/floor/floor.schemas';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNameOf } from '../../../shared/lib/language-name';
import { useLiveEvents } from '../../../shared/lib/live-events';
import { usePermission } from '../../../shared/session/use-permission';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { useUiStore } from '../../../shared/stores/ui-store';
import { SectionMessage } from '../../../shared/ui/section-message';
import { floorKeys } from '../api/floor-keys';
import {
  type QrRestaurant,
  useFloorPlan,
  useFloorPlanWrites,
  useQrRestaurant,
} from '../api/floor-plan';
import { type QrCard, QrPrintSheet } from '../components/qr-print-sheet';
import { floorErrorOf } from '../lib/floor-errors';
import { QR_CODE_OPTIONS, qrFileName, tableMenuUrl } from '../lib/table-qr';

/** /dashboard/floor/qr: each table's QR code, to download or print (update:floor). */
export function FloorQrPage() {
  const restaurantId = useSignedInUser()?.restaurant?.id;
  const canEdit = usePermission('update:floor');
  if (!canEdit) return <SectionMessage kind="noAccess" />;
  if (restaurantId === undefined) return <SectionMessage kind="notFound" />;
  return <QrCodes key={restaurantId} restaurantId={restaurantId} />;
}

function svgDataUrl(svg: string) {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function download(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

function QrCodes({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation('floor');
  const queryClient = useQueryClient();
  const floor = useFloorPlan(restaurantId);
  const restaurant = useQrRestaurant(restaurantId);
  useLiveEvents(
    restaurantId,
    (event) => {
      if (event.type !== 'floor.updated') return;
      const about = (event.payload ?? {}) as { restaurant_id?: number };
      if (about.restaurant_id !== undefined && about.restaurant_id !== restaurantId) return;
      void queryClient.invalidateQueries({ queryKey: floorKeys.floor(restaurantId) });
    },
    (resumed) => {
      if (!resumed) void queryClient.invalidateQueries({ queryKey: floorKeys.floor(restaurantId) });
    },
  );
  if (floor.isError || restaurant.isError) {
    return (
      <SectionMessage
        kind="failed"
        onRetry={() => {
          void floor.refetch();
          void restaurant.refetch();
        }}
      />
    );
  }
  if (!floor.data || !restaurant.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (!restaurant.data.hostname) {
    return <Alert severity="warning">{t('qr.noSite')}</Alert>;
  }
  const tables = floor.data.areas.flatMap((area) =>
    area.tables.map((table) => ({ table, areaName: area.name })),
  );
  return (
    <QrList
      restaurantId={restaurantId}
      restaurant={{ ...restaurant.data, hostname: restaurant.data.hostname }}
      tables={tables}
    />
  );
}

interface QrEntry {
  table: FloorTable;
  areaName: string;
}

/** Each table's code as SVG text, drawn again when its URL changes (a new token). */
function useQrSvgs(urls: ReadonlyMap<number, string>) {
  const [svgs, setSvgs] = useState<ReadonlyMap<number, { url: string; svg: string }>>(new Map());
  useEffect(() => {
    let cancelled = false;
    void Promise.all(
      [...urls].map(async ([id, url]) => {
        const svg = await QRCode.toString(url, { ...QR_CODE_OPTIONS, type: 'svg' });
        return [id, { url, svg }] as const;
      }),
    ).then((drawn) => {
      if (!cancelled) setSvgs(new Map(drawn));
    });
    return () => {
      cancelled = true;
    };
  }, [urls]);
  return svgs;
}

function QrList({
  restaurantId,
  restaurant,
  tables,
}: {
  restaurantId: number;
  restaurant: QrRestaurant & { hostname: string };
  tables: QrEntry[];
}) {
  const { t } = useTranslation('floor');
  const urls = useMemo(
    () =>
      new Map(
        tables.map(({ table }) => [
          table.id,
          tableMenuUrl(restaurant.hostname, restaurant.language, table.qr_token),
        ]),
      ),
    [tables, restaurant.hostname, restaurant.language],
  );
  const svgs = useQrSvgs(urls);
  const cards: QrCard[] = tables.flatMap(({ table }) => {
    const drawn = svgs.get(table.id);
    return table.active && drawn && drawn.url === urls.get(table.id)
      ? [{ id: table.id, name: table.name, svgUrl: svgDataUrl(drawn.svg) }]
      : [];
  });
  const activeCount = tables.filter(({ table }) => table.active).length;

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}
      >
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          {t('qr.title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<PrintOutlined />}
          onClick={() => window.print()}
          disabled={cards.length === 0 || cards.length < activeCount}
        >
          {t('qr.printAll')}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('qr.intro', { language: languageNameOf(restaurant.language) })}
      </Typography>
      {tables.length === 0 ? (
        <Alert severity="info">{t('qr.noTables')}</Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'repeat(auto-fill, minmax(150px, 1fr))',
              sm: 'repeat(auto-fill, minmax(220px, 1fr))',
            },
          }}
        >
          {tables.map(({ table, areaName }) => (
            <QrTableCard
              key={table.id}
              restaurantId={restaurantId}
              table={table}
              areaName={areaName}
              url={urls.get(table.id) ?? ''}
              svg={
                svgs.get(table.id)?.url === urls.get(table.id) ? svgs.get(table.id)?.svg : undefined
              }
            />
          ))}
        </Box>
      )}
      <QrPrintSheet restaurantName={restaurant.name} language={restaurant.language} cards={cards} />
    </Box>
  );
}

function QrTableCard({
  restaurantId,
  table,
  areaName,
  url,
  svg,
}: {
  restaurantId: number;
  table: FloorTable;
  areaName: string;
  url: string;
  svg: string | undefined;
}) {
  const { t } = useTranslation('floor');
  const writes = useFloorPlanWrites(restaurantId);
  const askConfirm = useUiStore((state) => state.askConfirm);
  const showAlert = useUiStore((state) => state.showAlert);
  const filePrefix = t('qr.filePrefix');

  const downloadPng = async () => {
    const png = await QRCode.toDataURL(url, { ...QR_CODE_OPTIONS, width: 1024, margin: 2 });
    download(png, qrFileName(filePrefix, table.name, 'png'));
  };
  const downloadSvg = () => {
    if (!svg) return;
    const href = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    download(href, qrFileName(filePrefix, table.name, 'svg'));
    // The click has read the file; the next tick may let the URL go.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  };
  const renew = () =>
    askConfirm({
      title: t('qr.renewTitle', { name: table.name }),
      message: t('qr.renewMessage'),
      confirmLabel: t('qr.renew'),
      onConfirm: async () => {
        try {
          await writes.newQrToken.mutateAsync(table.id);
          showAlert(t('qr.renewed', { name: table.name }), 'success');
        } catch (caught) {
          showAlert(t(`errors.${floorErrorOf(caught)}`), 'error');
        }
      },
    });

  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderRadius: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        minWidth: 0,
      }}
      data-testid={`qr-card-${table.name}`}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, fontSize: { xs: '1.05rem', sm: '1.25rem' }, lineHeight: 1.3 }}
          noWrap
        >
          {t('qr.tableName', { name: table.name })}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {areaName}
        </Typography>
      </Box>
      {!table.active && <Chip size="small" color="warning" label={t('qr.inactive')} />}
      <Box
        sx={{
          aspectRatio: '1',
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#fff',
          borderRadius: 2,
          opacity: table.active ? 1 : 0.4,
        }}
      >
        {svg ? (
          <Box
            component="img"
            src={svgDataUrl(svg)}
            alt={t('qr.codeAlt', { name: table.name })}
            sx={{ width: '100%', height: '100%' }}
          />
        ) : (
          <CircularProgress size={24} />
        )}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadOutlined />}
          onClick={() => void downloadPng()}
          disabled={!svg}
          aria-label={t('qr.downloadPngOf', { name: table.name })}
          sx={{ flex: 1 }}
        >
          PNG
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadOutlined />}
          onClick={downloadSvg}
          disabled={!svg}
          aria-label={t('qr.downloadSvgOf', { name: table.name })}
          sx={{ flex: 1 }}
        >
          SVG
        </Button>
      </Stack>
      <Button
        size="small"
        color="inherit"
        startIcon={<AutorenewOutlined />}
        onClick={renew}
        disabled={writes.newQrToken.isPending}
      >
        {t('qr.renew')}
      </Button>
    </Paper>
  );
}
