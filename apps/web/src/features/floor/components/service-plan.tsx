import type { Service } from '@coperto/shared/floor/service.schemas';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fitView } from '../lib/plan-geometry';
import { formatSittingTime, minutesSince, TABLE_STATE_LOOKS } from '../lib/service-table-state';
import { notesOf, type ServiceIndex, type ServiceTableView } from '../lib/service-view';
import { type CanvasTable, FloorPlanCanvas, type TableAppearance } from './floor-plan-canvas';

/** The smallest side of a table on the plan, in CSS pixels: a fingertip's target. */
const MIN_TABLE_PX = 44;

/**
 * The plan of the service: one area at a time (tabs when there are several, each with its free
 * tables counted), each table in its state's colours and border, its state's word under its name
 * and the party's size (and "!" for notes to mind) in its corner. A tap opens the table.
 */
export function ServicePlan({
  service,
  index,
  now,
  selectedTableId,
  onTableClick,
}: {
  service: Service;
  index: ServiceIndex;
  now: number;
  selectedTableId: number | null;
  onTableClick(tableId: number): void;
}) {
  const { t, i18n } = useTranslation('floor');
  const [chosenAreaId, setChosenAreaId] = useState<number | null>(null);
  const areas = service.areas;
  const area = areas.find((candidate) => candidate.id === chosenAreaId) ?? areas[0];
  const view = useMemo(
    () => (area ? fitView(area.tables, service.grid, 2, { columns: 20, rows: 10 }) : service.grid),
    [area, service.grid],
  );
  if (!area) return null;
  const smallestSide = Math.min(...area.tables.map((table) => Math.min(table.width, table.height)));
  const cellMinPx = Number.isFinite(smallestSide) ? MIN_TABLE_PX / smallestSide : 0;

  const appearance = (table: CanvasTable): TableAppearance => {
    const found = index.tableById.get(table.id);
    if (!found) return {};
    const state = found.table.state;
    const look = TABLE_STATE_LOOKS[state];
    return {
      fill: look.background,
      stroke: look.accent,
      dashed: look.border === 'dashed' || look.border === 'dotted',
      caption: t(`service.stateShort.${state}`),
      badge: badgeOf(found),
      label: tableLabel(found),
    };
  };

  function badgeOf(found: ServiceTableView): string | undefined {
    // A booking later in the evening does not mark a free table: only one due soon does.
    const due = found.table.state === 'reserved_soon' ? found.nextBooking : null;
    const party = found.seating?.party_size ?? due?.party_size;
    if (party === undefined) return undefined;
    const mind = notesOf(found.seating?.booking ?? due ?? null).length > 0;
    return mind ? `${party} !` : String(party);
  }

  function tableLabel(found: ServiceTableView): string {
    const { table, seating, nextBooking } = found;
    const parts = [t('service.table', { name: table.name }), t(`service.state.${table.state}`)];
    if (seating) {
      parts.push(t('service.partyOf', { count: seating.party_size }));
      parts.push(
        t('service.seatedFor', {
          time: formatSittingTime(minutesSince(seating.seated_at, now), i18n.language),
        }),
      );
      if (seating.guest_name) parts.push(seating.guest_name);
    } else if (nextBooking) {
      parts.push(nextBooking.name);
    }
    if (notesOf(seating?.booking ?? nextBooking).length > 0) parts.push(t('service.hasNotes'));
    return parts.join(', ');
  }

  return (
    <Box>
      {areas.length > 1 && (
        <Tabs
          value={area.id}
          onChange={(_event, value: number) => setChosenAreaId(value)}
          variant="scrollable"
          aria-label={t('service.areas')}
          sx={{ mb: 1, minHeight: 40 }}
        >
          {areas.map((one) => (
            <Tab
              key={one.id}
              value={one.id}
              sx={{ minHeight: 40, py: 0.5 }}
              label={t('service.areaTab', {
                name: one.name,
                count: one.tables.filter((table) => table.state === 'free').length,
              })}
            />
          ))}
        </Tabs>
      )}
      {/* Its smallest table at least a fingertip wide: on a phone a wide room scrolls sideways
          instead of shrinking its tables under the finger. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Box sx={{ minWidth: view.columns * cellMinPx }}>
          <FloorPlanCanvas
            grid={service.grid}
            view={view}
            tables={area.tables}
            label={t('service.planLabel', { name: area.name })}
            selectedIds={selectedTableId === null ? [] : [selectedTableId]}
            appearance={appearance}
            onTableClick={onTableClick}
            testId="service-plan"
          />
        </Box>
      </Box>
    </Box>
  );
}
