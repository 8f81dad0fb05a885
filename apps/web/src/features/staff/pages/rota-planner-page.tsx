import { hasPermission } from '@coperto/shared/auth/permissions';
import { DEFAULT_TIME_ZONE } from '@coperto/shared/common/constants';
import { SHIFT_SERVICES, type ShiftService } from '@coperto/shared/staff/staff.constants';
import type { RotaPerson, RotaShift, RotaWeek } from '@coperto/shared/staff/staff.schemas';
import { daysOfWeek, mondayOf } from '@coperto/shared/staff/staff-pay';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/lib/dates';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { useUiStore } from '../../../shared/stores/ui-store';
import { SectionMessage } from '../../../shared/ui/section-message';
import { useRotaWeek, useRotaWeekAction, useSaveRotaWeek } from '../api/staff-api';
import { WeekNavigator } from '../components/week-navigator';
import { formatDay, staffErrorText } from '../lib/staff-text';

const DRAG_TYPE = 'application/x-coperto-shift';

interface Dragged {
  userId: number;
  /** Where the person was dragged from, when it was a cell: the move leaves it. */
  from?: { day: string; service: ShiftService };
}

const nameOf = (p: RotaPerson) => [p.name, p.surname].filter(Boolean).join(' ') || `#${p.id}`;

/** The rota planner (decision 076): the restaurant's week, planned and published here. */
export default function RotaPlannerPage() {
  const user = useSignedInUser();
  if (!user?.restaurant) return <SectionMessage kind="notFound" />;
  return (
    <RotaPlanner
      restaurantId={user.restaurant.id}
      canEdit={hasPermission(user.user.role, 'update:rota')}
    />
  );
}

export function RotaPlanner({ restaurantId, canEdit }: { restaurantId: number; canEdit: boolean }) {
  const [week, setWeek] = useState(() => mondayOf(todayIn(DEFAULT_TIME_ZONE)));
  const query = useRotaWeek(restaurantId, week);
  const thisWeek = mondayOf(todayIn(query.data?.time_zone ?? DEFAULT_TIME_ZONE));
  return (
    <Stack spacing={2}>
      <WeekNavigator week={week} thisWeek={thisWeek} onChange={setWeek} />
      {query.isError ? (
        <SectionMessage kind="failed" onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="…" />
        </Box>
      ) : (
        <WeekBoard
          key={`${restaurantId}-${week}`}
          restaurantId={restaurantId}
          week={week}
          data={query.data}
          canEdit={canEdit}
        />
      )}
    </Stack>
  );
}

function WeekBoard({
  restaurantId,
  week,
  data,
  canEdit,
}: {
  restaurantId: number;
  week: string;
  data: RotaWeek;
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation('staff');
  const showAlert = useUiStore((s) => s.showAlert);
  const askConfirm = useUiStore((s) => s.askConfirm);
  const save = useSaveRotaWeek(restaurantId, week);
  const action = useRotaWeekAction(restaurantId, week);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const people = new Map(data.people.map((p) => [p.id, p]));
  const days = daysOfWeek(week);

  const change = (next: RotaShift[]) =>
    save.mutate(next, { onError: (error) => showAlert(staffErrorText(t, error), 'error') });
  const has = (userId: number, day: string, service: ShiftService) =>
    data.shifts.some((s) => s.user_id === userId && s.day === day && s.service === service);
  const add = (userId: number, day: string, service: ShiftService, from?: Dragged['from']) => {
    const kept = from
      ? data.shifts.filter(
          (s) => !(s.user_id === userId && s.day === from.day && s.service === from.service),
        )
      : data.shifts;
    if (has(userId, day, service) && !from) return;
    change([
      ...kept.filter((s) => !(s.user_id === userId && s.day === day && s.service === service)),
      { user_id: userId, day, service },
    ]);
  };
  const remove = (userId: number, day: string, service: ShiftService) =>
    change(
      data.shifts.filter((s) => !(s.user_id === userId && s.day === day && s.service === service)),
    );

  const onDrop = (event: DragEvent, day: string, service: ShiftService) => {
    event.preventDefault();
    setDropTarget(null);
    const raw = event.dataTransfer.getData(DRAG_TYPE);
    if (!raw) return;
    const dragged = JSON.parse(raw) as Dragged;
    if (!people.has(dragged.userId)) return;
    if (dragged.from && dragged.from.day === day && dragged.from.service === service) return;
    add(dragged.userId, day, service, dragged.from);
  };
  const dragStart = (event: DragEvent, dragged: Dragged) => {
    event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(dragged));
    event.dataTransfer.effectAllowed = dragged.from ? 'move' : 'copy';
  };

  const publish = () =>
    askConfirm({
      title: t('planner.publish'),
      message: t('planner.publishConfirm'),
      confirmLabel: t('planner.publish'),
      onConfirm: async () => {
        try {
          const answer = await action.mutateAsync('publish');
          const emailed = 'emailed' in answer ? answer.emailed : 0;
          showAlert(t('planner.published', { people: emailed }), 'success');
        } catch (error) {
          showAlert(staffErrorText(t, error), 'error');
        }
      },
    });
  const copyPrevious = () =>
    action.mutate('copy-previous', {
      onSuccess: () => showAlert(t('planner.copied'), 'success'),
      onError: (error) => showAlert(staffErrorText(t, error), 'error'),
    });

  const changed = data.status === 'draft' && data.published_at !== null;
  const statusLabel = changed ? t('status.changed') : t(`status.${data.status}`);
  const countOf = (userId: number) => data.shifts.filter((s) => s.user_id === userId).length;
  const dayLong = (day: string) =>
    formatDay(day, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        {/* Gaps, not margins: a wrapped line starts at the edge, not one gap in. */}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Chip
            label={statusLabel}
            color={data.status === 'published' ? 'success' : changed ? 'warning' : 'default'}
            variant={data.status === 'published' ? 'filled' : 'outlined'}
            data-testid="rota-status"
          />
          {data.published_at && (
            <Typography variant="body2" color="text.secondary">
              {t('planner.publishedOn', {
                date: new Intl.DateTimeFormat(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(new Date(data.published_at)),
              })}
            </Typography>
          )}
          {save.isPending && (
            <Typography variant="body2" color="text.secondary" role="status">
              {t('planner.saving')}
            </Typography>
          )}
        </Stack>
        {canEdit && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<ContentCopyOutlined />}
              onClick={copyPrevious}
              disabled={action.isPending || data.shifts.length > 0}
            >
              {t('planner.copyPrevious')}
            </Button>
            <Button
              variant="contained"
              startIcon={<SendOutlined />}
              onClick={publish}
              disabled={
                action.isPending ||
                save.isPending ||
                data.shifts.length === 0 ||
                data.status === 'published'
              }
            >
              {changed ? t('planner.republish') : t('planner.publish')}
            </Button>
          </Stack>
        )}
      </Stack>

      {data.people.length === 0 ? (
        <Alert severity="info">{t('planner.noPeople')}</Alert>
      ) : (
        canEdit && (
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('planner.intro')}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap' }}
              aria-label={t('planner.people')}
            >
              {data.people.map((person) => (
                <Chip
                  key={person.id}
                  label={`${nameOf(person)} · ${t('planner.shiftsCount', { count: countOf(person.id) })}`}
                  title={person.duty || undefined}
                  draggable
                  onDragStart={(event) => dragStart(event, { userId: person.id })}
                  sx={{ cursor: 'grab' }}
                  data-testid={`rota-person-${person.id}`}
                />
              ))}
            </Stack>
          </Paper>
        )
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
            xl: 'repeat(7, minmax(0, 1fr))',
          },
        }}
      >
        {days.map((day) => {
          const doubles = data.people.filter(
            (p) => has(p.id, day, 'lunch') && has(p.id, day, 'dinner'),
          );
          return (
            <Paper
              key={day}
              variant="outlined"
              component="section"
              aria-label={dayLong(day)}
              sx={{ p: 1.25, minWidth: 0 }}
            >
              <Typography
                variant="subtitle2"
                component="h3"
                sx={{ '&::first-letter': { textTransform: 'uppercase' }, mb: 0.5 }}
              >
                {formatDay(day, i18n.language, { weekday: 'long', day: 'numeric', month: 'short' })}
              </Typography>
              {SHIFT_SERVICES.map((service) => {
                const cellKey = `${day}|${service}`;
                const inCell = data.shifts.filter((s) => s.day === day && s.service === service);
                const serviceName = t(`services.${service}`);
                return (
                  <Box
                    key={service}
                    data-testid={`rota-cell-${day}-${service}`}
                    onDragOver={
                      canEdit
                        ? (event) => {
                            event.preventDefault();
                            setDropTarget(cellKey);
                          }
                        : undefined
                    }
                    onDragLeave={canEdit ? () => setDropTarget(null) : undefined}
                    onDrop={canEdit ? (event) => onDrop(event, day, service) : undefined}
                    sx={{
                      borderTop: 1,
                      borderColor: 'divider',
                      py: 0.25,
                      px: 0.5,
                      borderRadius: 1,
                      bgcolor: dropTarget === cellKey ? 'action.hover' : undefined,
                      outline: dropTarget === cellKey ? '2px dashed' : undefined,
                      outlineColor: 'primary.main',
                    }}
                  >
                    <Stack
                      direction="row"
                      sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                    >
                      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                        {serviceName}
                      </Typography>
                      {canEdit && data.people.length > 0 && (
                        <AddPersonButton
                          label={t('planner.add', { service: serviceName, day: dayLong(day) })}
                          people={data.people.filter((p) => !has(p.id, day, service))}
                          emptyText={t('planner.noOneLeft')}
                          onPick={(userId) => add(userId, day, service)}
                        />
                      )}
                    </Stack>
                    <Stack
                      direction="row"
                      spacing={0.5}
                      useFlexGap
                      sx={{
                        flexWrap: 'wrap',
                        display: inCell.length > 0 ? 'flex' : 'none',
                        pb: 0.25,
                      }}
                    >
                      {inCell.map((s) => {
                        const person = people.get(s.user_id);
                        if (!person) return null;
                        const isDouble =
                          doubles.includes(person) && (service === 'lunch' || service === 'dinner');
                        return (
                          <Chip
                            key={s.user_id}
                            size="small"
                            label={nameOf(person)}
                            color={isDouble ? 'secondary' : 'primary'}
                            variant={isDouble ? 'filled' : 'outlined'}
                            title={isDouble ? t('planner.double') : undefined}
                            draggable={canEdit}
                            onDragStart={
                              canEdit
                                ? (event) =>
                                    dragStart(event, { userId: s.user_id, from: { day, service } })
                                : undefined
                            }
                            onDelete={canEdit ? () => remove(s.user_id, day, service) : undefined}
                            sx={{ maxWidth: '100%' }}
                          />
                        );
                      })}
                    </Stack>
                  </Box>
                );
              })}
            </Paper>
          );
        })}
      </Box>
    </Stack>
  );
}

function AddPersonButton({
  label,
  people,
  emptyText,
  onPick,
}: {
  label: string;
  people: RotaPerson[];
  emptyText: string;
  onPick(userId: number): void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        title={label}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.25 }}
      >
        <AddOutlined fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {people.length === 0 ? (
          <MenuItem disabled>{emptyText}</MenuItem>
        ) : (
          people.map((p) => (
            <MenuItem
              key={p.id}
              onClick={() => {
                setAnchor(null);
                onPick(p.id);
              }}
            >
              {nameOf(p)}
              {p.duty && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                  {p.duty}
                </Typography>
              )}
            </MenuItem>
          ))
        )}
      </Menu>
    </>
  );
}
