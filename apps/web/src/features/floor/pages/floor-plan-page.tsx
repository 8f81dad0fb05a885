import type { Floor, FloorArea } from '@coperto/shared/floor/floor.schemas';
import AddOutlined from '@mui/icons-material/AddOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { useLiveEvents } from '../../../shared/lib/live-events';
import { usePermission } from '../../../shared/session/use-permission';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { useUiStore } from '../../../shared/stores/ui-store';
import { SectionMessage } from '../../../shared/ui/section-message';
import { floorKeys } from '../api/floor-keys';
import { useFloorPlan, useFloorPlanWrites } from '../api/floor-plan';
import { FloorPlanCanvas } from '../components/floor-plan-canvas';
import { AddTableDialog, AreaNameDialog, defaultSize } from '../components/plan-dialogs';
import { TablePanel } from '../components/table-panel';
import { type FloorErrorKey, floorErrorOf } from '../lib/floor-errors';
import {
  applyDraft,
  changeLayout,
  type LayoutDraft,
  layoutPayload,
  layoutProblems,
  pruneDraft,
  type TableLayout,
  tablesById,
} from '../lib/layout-draft';
import { fitView, freePlace } from '../lib/plan-geometry';

/**
 * The least of the grid the editor draws: a small room (a dehors of six) is not blown up to
 * cells of 40 px, and there is room around it to place more.
 */
const EDITOR_MIN_VIEW = { columns: 36, rows: 20 };

/** A floor.updated heard this soon after this screen's own write is taken for that write's. */
const OWN_WRITE_ECHO_MS = 3000;

/** /dashboard/floor/plan: the floor plan editor (update:floor). */
export function FloorPlanPage() {
  const restaurantId = useSignedInUser()?.restaurant?.id;
  const canEdit = usePermission('update:floor');
  if (!canEdit) return <SectionMessage kind="noAccess" />;
  if (restaurantId === undefined) return <SectionMessage kind="notFound" />;
  return <PlanEditor key={restaurantId} restaurantId={restaurantId} />;
}

function PlanEditor({ restaurantId }: { restaurantId: number }) {
  const floor = useFloorPlan(restaurantId);
  if (floor.isError) return <SectionMessage kind="failed" onRetry={() => void floor.refetch()} />;
  if (!floor.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress />
      </Box>
    );
  }
  return <Editor restaurantId={restaurantId} floor={floor.data} />;
}

type Dialog = { kind: 'addArea' } | { kind: 'renameArea'; area: FloorArea } | { kind: 'addTable' };

type SaveError =
  | { kind: 'problems'; problems: ReturnType<typeof layoutProblems> }
  | { kind: 'error'; key: FloorErrorKey };

function Editor({ restaurantId, floor }: { restaurantId: number; floor: Floor }) {
  const { t } = useTranslation('floor');
  const queryClient = useQueryClient();
  const writes = useFloorPlanWrites(restaurantId);
  const askConfirm = useUiStore((state) => state.askConfirm);
  const showAlert = useUiStore((state) => state.showAlert);
  const [draft, setDraft] = useState<LayoutDraft>({});
  const [areaId, setAreaId] = useState<number | undefined>(floor.areas[0]?.id);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [areaMenu, setAreaMenu] = useState<HTMLElement | null>(null);
  const [wholeGrid, setWholeGrid] = useState(false);
  const [saveError, setSaveError] = useState<SaveError | null>(null);
  const [remoteChange, setRemoteChange] = useState(false);
  const lastOwnWrite = useRef(0);
  const dirty = Object.keys(draft).length > 0;
  useUnsavedChangesGuard(dirty);

  // The floor read again (another screen's save, or this one's): the draft keeps what still applies.
  useEffect(() => setDraft((current) => pruneDraft(floor, current)), [floor]);

  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useLiveEvents(
    restaurantId,
    (event) => {
      if (event.type !== 'floor.updated') return;
      const about = (event.payload ?? {}) as { restaurant_id?: number };
      if (about.restaurant_id !== undefined && about.restaurant_id !== restaurantId) return;
      if (Date.now() - lastOwnWrite.current < OWN_WRITE_ECHO_MS) return;
      if (dirtyRef.current) setRemoteChange(true);
      else void queryClient.invalidateQueries({ queryKey: floorKeys.floor(restaurantId) });
    },
    (resumed) => {
      if (!resumed && !dirtyRef.current) {
        void queryClient.invalidateQueries({ queryKey: floorKeys.floor(restaurantId) });
      }
    },
  );

  /** Runs one of this screen's writes, so the live echo of it is not taken for another screen's. */
  const own = async <T,>(write: () => Promise<T>): Promise<T> => {
    lastOwnWrite.current = Date.now();
    try {
      return await write();
    } finally {
      lastOwnWrite.current = Date.now();
    }
  };

  const drawn = useMemo(() => applyDraft(floor, draft), [floor, draft]);
  const area = drawn.areas.find((candidate) => candidate.id === areaId) ?? drawn.areas[0];
  const savedArea = floor.areas.find((candidate) => candidate.id === area?.id);
  const saved = tablesById(floor);
  const selected = area?.tables.find((table) => table.id === selectedId);
  const selectedSaved = selected ? saved.get(selected.id) : undefined;
  const view = useMemo(
    () => (wholeGrid || !area ? floor.grid : fitView(area.tables, floor.grid, 6, EDITOR_MIN_VIEW)),
    [wholeGrid, area, floor.grid],
  );

  const changeTable = (tableId: number, change: Partial<TableLayout>) => {
    setSaveError(null);
    setDraft((current) => changeLayout(floor, current, tableId, change));
  };

  const saveLayout = async () => {
    const body = layoutPayload(draft);
    if (!body) return;
    setSaveError(null);
    try {
      await own(() => writes.saveLayout.mutateAsync(body));
      setDraft({});
      setRemoteChange(false);
      showAlert(t('plan.savedAlert'), 'success');
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.status === 422) {
        const names = new Map([...saved].map(([id, table]) => [id, table.name]));
        const problems = layoutProblems(body, caught.fields, names);
        if (problems.length > 0) return setSaveError({ kind: 'problems', problems });
      }
      setSaveError({ kind: 'error', key: floorErrorOf(caught) });
    }
  };

  const discard = () => {
    setDraft({});
    setSaveError(null);
    setRemoteChange(false);
    void queryClient.invalidateQueries({ queryKey: floorKeys.floor(restaurantId) });
  };

  const moveArea = async (target: FloorArea, step: -1 | 1) => {
    const areas = [...floor.areas];
    const from = areas.findIndex((candidate) => candidate.id === target.id);
    const to = from + step;
    const other = areas[to];
    if (from < 0 || !other) return;
    areas.splice(from, 1);
    areas.splice(to, 0, target);
    try {
      // Positions renumbered 0…n in the new order: two areas may have held the same position.
      await own(() =>
        Promise.all(
          areas.map((candidate, position) =>
            candidate.position === position
              ? Promise.resolve()
              : writes.updateArea.mutateAsync({
                  areaId: candidate.id,
                  body: { name: candidate.name, position },
                }),
          ),
        ),
      );
    } catch (caught) {
      showAlert(t(`errors.${floorErrorOf(caught)}`), 'error');
    }
  };

  const deleteArea = (target: FloorArea) =>
    askConfirm({
      title: t('areas.deleteTitle', { name: target.name }),
      message: t('areas.deleteMessage'),
      confirmLabel: t('areas.delete'),
      onConfirm: async () => {
        try {
          await own(() => writes.deleteArea.mutateAsync(target.id));
          setAreaId(undefined);
        } catch (caught) {
          const key = floorErrorOf(caught);
          showAlert(t(`errors.${key}`), key === 'areaNotEmpty' ? 'warning' : 'error');
        }
      },
    });

  const nextTableName = () => {
    const numbers = [...saved.values()].map((table) => Number(table.name)).filter(Number.isInteger);
    return String(numbers.length > 0 ? Math.max(...numbers) + 1 : saved.size + 1);
  };

  const areaIndex = area ? drawn.areas.findIndex((candidate) => candidate.id === area.id) : -1;
  const menuArea = area ? floor.areas.find((candidate) => candidate.id === area.id) : undefined;

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1.5 }}
      >
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          {t('plan.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {dirty && (
            <Button color="inherit" onClick={discard} disabled={writes.saveLayout.isPending}>
              {t('plan.discard')}
            </Button>
          )}
          <Button
            variant="contained"
            startIcon={
              writes.saveLayout.isPending ? (
                <CircularProgress size={18} color="inherit" />
              ) : (
                <SaveOutlined />
              )
            }
            onClick={() => void saveLayout()}
            disabled={!dirty || writes.saveLayout.isPending}
          >
            {t('plan.save')}
          </Button>
        </Stack>
      </Stack>

      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1.5 }}>
        {dirty ? t('plan.unsaved', { count: Object.keys(draft).length }) : t('plan.allSaved')}
      </Typography>

      {remoteChange && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={discard}>
              {t('plan.reloadLosing')}
            </Button>
          }
        >
          {t('plan.remoteChange')}
        </Alert>
      )}
      {saveError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setSaveError(null)}>
          {saveError.kind === 'error' ? (
            t(`errors.${saveError.key}`)
          ) : (
            <>
              {t('plan.notSaved')}
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {saveError.problems.map((problem) => (
                  <li key={problem.tableId}>
                    {t(`plan.problems.${problem.problem}`, { name: problem.name })}
                  </li>
                ))}
              </Box>
            </>
          )}
        </Alert>
      )}

      <Stack
        direction="row"
        sx={{ alignItems: 'center', borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        <Tabs
          value={area?.id ?? false}
          onChange={(_event, value: number) => {
            setAreaId(value);
            setSelectedId(null);
          }}
          variant="scrollable"
          aria-label={t('areas.label')}
          sx={{ flexGrow: 1, minWidth: 0 }}
        >
          {drawn.areas.map((candidate) => (
            <Tab key={candidate.id} value={candidate.id} label={candidate.name} />
          ))}
        </Tabs>
        {menuArea && (
          <IconButton
            aria-label={t('areas.menu', { name: menuArea.name })}
            onClick={(event) => setAreaMenu(event.currentTarget)}
          >
            <MoreVertOutlined />
          </IconButton>
        )}
        <Button
          startIcon={<AddOutlined />}
          onClick={() => setDialog({ kind: 'addArea' })}
          sx={{ flexShrink: 0 }}
        >
          {t('areas.add')}
        </Button>
      </Stack>
      <Menu anchorEl={areaMenu} open={areaMenu !== null} onClose={() => setAreaMenu(null)}>
        {menuArea && [
          <MenuItem
            key="rename"
            onClick={() => {
              setAreaMenu(null);
              setDialog({ kind: 'renameArea', area: menuArea });
            }}
          >
            {t('areas.rename')}
          </MenuItem>,
          <MenuItem
            key="left"
            disabled={areaIndex <= 0}
            onClick={() => {
              setAreaMenu(null);
              void moveArea(menuArea, -1);
            }}
          >
            {t('areas.moveLeft')}
          </MenuItem>,
          <MenuItem
            key="right"
            disabled={areaIndex < 0 || areaIndex >= drawn.areas.length - 1}
            onClick={() => {
              setAreaMenu(null);
              void moveArea(menuArea, 1);
            }}
          >
            {t('areas.moveRight')}
          </MenuItem>,
          <MenuItem
            key="delete"
            onClick={() => {
              setAreaMenu(null);
              deleteArea(menuArea);
            }}
            sx={{ color: 'error.main' }}
          >
            {t('areas.delete')}
          </MenuItem>,
        ]}
      </Menu>

      {!area ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" onClick={() => setDialog({ kind: 'addArea' })}>
              {t('areas.add')}
            </Button>
          }
        >
          {t('plan.noAreas')}
        </Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: selected ? 'minmax(0, 1fr) 340px' : '1fr' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}
            >
              <Button
                variant="outlined"
                startIcon={<AddOutlined />}
                onClick={() => setDialog({ kind: 'addTable' })}
              >
                {t('tables.add')}
              </Button>
              <FormControlLabel
                control={
                  <Switch
                    checked={wholeGrid}
                    onChange={(event) => setWholeGrid(event.target.checked)}
                  />
                }
                label={t('plan.wholeGrid')}
              />
            </Stack>
            <FloorPlanCanvas
              grid={floor.grid}
              view={view}
              tables={area.tables}
              label={t('plan.canvasLabel', { area: area.name })}
              selectedIds={selected ? [selected.id] : []}
              highlightedIds={selectedSaved?.neighbour_ids ?? []}
              onTableClick={(id) => setSelectedId((current) => (current === id ? null : id))}
              onBackgroundClick={() => setSelectedId(null)}
              onTableMove={(id, place) => {
                setSelectedId(id);
                changeTable(id, place);
              }}
              onTableResize={(id, size) => changeTable(id, size)}
              showGrid
              testId="floor-editor"
            />
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {area.tables.length === 0 ? t('plan.emptyArea') : t('plan.help')}
            </Typography>
          </Box>
          {selected && selectedSaved && (
            <TablePanel
              key={selected.id}
              table={selected}
              saved={selectedSaved}
              areas={floor.areas}
              sameArea={(
                floor.areas.find((a) => a.id === selectedSaved.area_id)?.tables ?? []
              ).filter((other) => other.id !== selectedSaved.id)}
              grid={floor.grid}
              onLayout={(change) => {
                changeTable(selected.id, change);
                if (change.area_id !== undefined) {
                  setAreaId(change.area_id);
                }
              }}
              onSaveProperties={(body) =>
                own(() => writes.updateTable.mutateAsync({ tableId: selected.id, body }))
              }
              onSaveNeighbours={(ids) =>
                own(() =>
                  writes.setNeighbours.mutateAsync({
                    tableId: selected.id,
                    body: { neighbour_ids: ids },
                  }),
                )
              }
              onDelete={async () => {
                await own(() => writes.deleteTable.mutateAsync(selected.id));
                setSelectedId(null);
              }}
              onClose={() => setSelectedId(null)}
            />
          )}
        </Box>
      )}

      {dialog?.kind === 'addArea' && (
        <AreaNameDialog
          rename={false}
          onSave={async (name) => {
            const created = await own(() => writes.createArea.mutateAsync({ name }));
            setAreaId(created.id);
            setSelectedId(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'renameArea' && (
        <AreaNameDialog
          rename
          initialName={dialog.area.name}
          onSave={(name) =>
            own(() =>
              writes.updateArea.mutateAsync({
                areaId: dialog.area.id,
                body: { name, position: dialog.area.position },
              }),
            )
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'addTable' && area && savedArea && (
        <AddTableDialog
          suggestedName={nextTableName()}
          onSave={async (fields) => {
            const size = defaultSize(fields);
            const place = freePlace(area.tables, size, floor.grid);
            const table = await own(() =>
              writes.createTable.mutateAsync({
                areaId: savedArea.id,
                body: { ...fields, ...size, ...place, rotation: 0 },
              }),
            );
            setSelectedId(table.id);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
}
