import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import { hasPermission, ROLES } from '@coperto/shared/auth/permissions';
import type { User } from '@coperto/shared/users/users.schemas';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRestaurantNames } from '../../../shared/session/get-restaurant-names';
import { type DataColumn, DataTable } from '../../../shared/ui/data-list/data-table';
import { ListSearchField } from '../../../shared/ui/data-list/list-search-field';
import { listQueryParams, useListState } from '../../../shared/ui/data-list/use-list-state';
import { useUsers } from '../api/get-users';
import { InviteUserDialog } from '../components/invite-user-dialog';
import { RoleChip } from '../components/role-chip';
import { UserRowActions } from '../components/user-row-actions';
import { UserStatusChip } from '../components/user-status-chip';
import { displayNameOf, initialsOf } from '../lib/user-display';

/** Users and roles: the business's people, searchable and filtered by role, and invitations. */
export function UserListPage({ signedIn }: { signedIn: CurrentUser }) {
  const { t, i18n } = useTranslation('users');
  const navigate = useNavigate();
  const actor = { id: signedIn.user.id, role: signedIn.user.role };
  const list = useListState('users', { orderByColumn: 'surname', orderByType: 'asc' });
  const users = useUsers(listQueryParams(list));
  const restaurants = useRestaurantNames(actor.id).data ?? [];
  const [inviting, setInviting] = useState(false);
  const mayInvite = hasPermission(actor.role, 'invite:users');
  const roleFilter = (list.filters.role as string | undefined) ?? '';
  const filtered = list.search.trim() !== '' || roleFilter !== '';
  // Only the platform admin sees admins; a business never has one.
  const filterRoles = actor.role === 'admin' ? ROLES : ROLES.filter((role) => role !== 'admin');
  const restaurantName = useMemo(
    () => new Map(restaurants.map((restaurant) => [restaurant.id, restaurant.name])),
    [restaurants],
  );
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );
  const open = (user: User) => navigate(String(user.id));
  // On a tablet the date makes room for the columns that matter, so nothing scrolls sideways.
  const showDate = useMediaQuery(useTheme().breakpoints.up('lg'));

  const columns: DataColumn<User>[] = [
    {
      key: 'surname',
      header: t('columns.name'),
      sortBy: true,
      minWidth: 200,
      render: (user) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Avatar
            src={user.photo_url ?? undefined}
            alt=""
            sx={{
              width: 36,
              height: 36,
              fontSize: 15,
              bgcolor: user.disabled ? 'grey.400' : 'primary.main',
            }}
          >
            {initialsOf(user)}
          </Avatar>
          <Box sx={{ minWidth: 0, opacity: user.disabled ? 0.7 : 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {displayNameOf(user)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {user.email}
            </Typography>
          </Box>
        </Stack>
      ),
    },
    {
      key: 'role',
      header: t('columns.role'),
      sortBy: true,
      render: (user) => <RoleChip role={user.role} />,
    },
    {
      key: 'restaurant',
      header: t('columns.restaurant'),
      render: (user) =>
        (user.restaurant_id !== null && restaurantName.get(user.restaurant_id)) || '—',
    },
    {
      key: 'status',
      header: t('columns.status'),
      render: (user) => <UserStatusChip user={user} />,
    },
    ...(showDate
      ? [
          {
            key: 'date',
            header: t('columns.created'),
            sortBy: true as const,
            render: (user: User) => dateFormat.format(new Date(user.created_at)),
          },
        ]
      : []),
    {
      key: 'actions',
      header: (
        <Box component="span" sx={visuallyHidden}>
          {t('columns.actions')}
        </Box>
      ),
      align: 'right',
      render: (user) => <UserRowActions user={user} actor={actor} onEdit={() => open(user)} />,
    },
  ];

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('list.title')}
          </Typography>
          <Typography color="text.secondary">{t('list.description')}</Typography>
        </Box>
        {mayInvite && (
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1Outlined />}
            onClick={() => setInviting(true)}
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {t('actions.invite')}
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <ListSearchField list={list} label={t('list.search')} />
        <TextField
          select
          size="small"
          label={t('list.roleFilter')}
          value={roleFilter}
          onChange={(event) => list.setFilter('role', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('list.allRoles')}</MenuItem>
          {filterRoles.map((role) => (
            <MenuItem key={role} value={role}>
              {t(`roles.${role}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DataTable
        list={list}
        label={t('list.title')}
        columns={columns}
        rows={users.data?.items}
        total={users.data?.total ?? 0}
        rowId={(user) => user.id}
        loading={users.isFetching}
        onRowClick={open}
        emptyState={
          filtered
            ? {
                title: t('list.noMatch.title'),
                text: t('list.noMatch.text'),
                action: { label: t('list.noMatch.action'), onClick: list.reset },
              }
            : {
                title: t('list.empty.title'),
                text: t(mayInvite ? 'list.empty.text' : 'list.empty.textNoInvite'),
                action: mayInvite
                  ? { label: t('actions.invite'), onClick: () => setInviting(true) }
                  : undefined,
              }
        }
      />
      {users.isError && (
        <Typography color="error" sx={{ mt: 2 }} role="alert">
          {t('errors.listFailed')}
        </Typography>
      )}
      {mayInvite && (
        <InviteUserDialog
          open={inviting}
          onClose={() => setInviting(false)}
          actorRole={actor.role}
          restaurants={restaurants}
          defaultRestaurantId={signedIn.restaurant?.id ?? null}
        />
      )}
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
