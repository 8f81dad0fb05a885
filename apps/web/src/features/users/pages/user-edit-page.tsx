import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import type { Role } from '@coperto/shared/auth/permissions';
import type { Address } from '@coperto/shared/common/address.schemas';
import {
  SHIFT_RATE_FIELDS,
  type User,
  type UserUpdateBody,
  UserUpdateBodySchema,
} from '@coperto/shared/users/users.schemas';
import BlockIcon from '@mui/icons-material/Block';
import RestartAlt from '@mui/icons-material/RestartAlt';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AddressFields } from '../../../shared/forms/address-fields';
import { FormSection } from '../../../shared/forms/form-section';
import { FormSelect } from '../../../shared/forms/form-select';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { SaveBar } from '../../../shared/forms/save-bar';
import { useServerForm } from '../../../shared/forms/use-server-form';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { useRestaurantNames } from '../../../shared/session/get-restaurant-names';
import { PageHeaderWithBack } from '../../../shared/ui/page-header-with-back';
import { SectionMessage } from '../../../shared/ui/section-message';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { PersonalFields } from '../components/personal-fields';
import { RestaurantField } from '../components/restaurant-field';
import { RoleChip } from '../components/role-chip';
import { ShiftRatesFields } from '../components/shift-rates-fields';
import { useUserActions } from '../components/use-user-actions';
import { UserStatusChip } from '../components/user-status-chip';
import { withRuleMessage } from '../lib/server-messages';
import { displayNameOf } from '../lib/user-display';
import {
  assignableRoles,
  canDisableUser,
  canManageUser,
  canSeeWages,
  type UserActor,
} from '../lib/user-permissions';

interface UserFormValues {
  name: string;
  surname: string;
  email: string;
  phone_number: string;
  tax_id_code: string;
  address: Address;
  role: Role;
  restaurant_id: number | null;
  duty: string;
  single_shift?: number | null;
  double_shift?: number | null;
  breakfast_shift?: number | null;
  aperitif_shift?: number | null;
}

/** The form's values; shift rates only when the viewer may set them (the API sends none otherwise). */
function toFormValues(user: User, withWages: boolean): UserFormValues {
  const values: UserFormValues = {
    name: user.name,
    surname: user.surname,
    email: user.email,
    phone_number: user.phone_number,
    tax_id_code: user.tax_id_code,
    address: user.address,
    role: user.role,
    restaurant_id: user.restaurant_id,
    duty: user.duty,
  };
  if (withWages) for (const rate of SHIFT_RATE_FIELDS) values[rate] = user[rate] ?? 0;
  return values;
}

/** One user of the business: their profile, role and restaurant, and (for owners) their pay. */
export function UserEditPage({ signedIn }: { signedIn: CurrentUser }) {
  const id = Number(useParams().userId);
  if (!Number.isSafeInteger(id) || id <= 0) return <SectionMessage kind="notFound" />;
  return <UserEditLoader id={id} actor={{ id: signedIn.user.id, role: signedIn.user.role }} />;
}

function UserEditLoader({ id, actor }: { id: number; actor: UserActor }) {
  const user = useUser(id);
  if (user.isError) {
    const missing = user.error instanceof ApiRequestError && user.error.status === 404;
    return missing ? (
      <SectionMessage kind="notFound" />
    ) : (
      <SectionMessage kind="failed" onRetry={() => void user.refetch()} />
    );
  }
  if (!user.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <CircularProgress aria-label="…" />
      </Box>
    );
  }
  return <UserEditForm key={user.data.id} user={user.data} actor={actor} />;
}

function UserEditForm({ user, actor }: { user: User; actor: UserActor }) {
  const { t } = useTranslation('users');
  const save = useUpdateUser(user.id);
  const restaurants = useRestaurantNames(actor.id).data ?? [];
  const { toggleDisabled, inviteAgain, inviting } = useUserActions();
  const editable = canManageUser(actor, user);
  const withWages = editable && canSeeWages(actor);
  const values = useMemo(() => toFormValues(user, withWages), [user, withWages]);
  const { form, submit, saving, dirty, discard } = useServerForm<UserFormValues, UserUpdateBody>({
    schema: UserUpdateBodySchema,
    values,
    onSubmit: async (body) => {
      try {
        await save.mutateAsync(body);
      } catch (error) {
        throw withRuleMessage(error, t('errors.lastOwner'));
      }
    },
  });
  const { control } = form;
  // A user above the viewer's rank keeps their role in the list, shown but not choosable.
  const roles = editable ? assignableRoles(actor.role) : [user.role];
  if (!roles.includes(user.role)) roles.unshift(user.role);
  const inviteShown = editable && user.invitation_pending && !user.disabled;
  const disableShown = canDisableUser(actor, user);

  return (
    <>
      <PageHeaderWithBack
        backLabel={t('edit.back')}
        title={displayNameOf(user)}
        chips={
          <>
            <RoleChip role={user.role} />
            <UserStatusChip user={user} />
          </>
        }
        actions={
          (inviteShown || disableShown) && (
            <>
              {inviteShown && (
                <Button
                  variant="outlined"
                  startIcon={<SendOutlined />}
                  disabled={inviting}
                  onClick={() => void inviteAgain(user)}
                >
                  {t('actions.inviteAgain')}
                </Button>
              )}
              {disableShown && (
                <Button
                  variant="outlined"
                  color={user.disabled ? 'primary' : 'error'}
                  startIcon={user.disabled ? <RestartAlt /> : <BlockIcon />}
                  onClick={() => toggleDisabled(user)}
                >
                  {user.disabled ? t('actions.enable') : t('actions.disable')}
                </Button>
              )}
            </>
          )
        }
      />
      {!editable && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('edit.readOnly')}
        </Alert>
      )}
      {user.disabled && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('edit.disabledNotice')}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={3}>
          <FormSection title={t('sections.personal')}>
            <PersonalFields
              control={control}
              readOnly={!editable}
              email={
                <FormTextField
                  name="email"
                  control={control}
                  type="email"
                  label={t('fields.email')}
                  helperText={t('fields.emailHelp')}
                  autoComplete="off"
                  required
                  readOnly={!editable}
                />
              }
            />
          </FormSection>
          <FormSection title={t('sections.work')} description={t('sections.workHelp')}>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <FormSelect
                name="role"
                control={control}
                label={t('fields.role')}
                options={roles.map((value) => ({ value, label: t(`roles.${value}`) }))}
                readOnly={!editable}
              />
              <RestaurantField
                name="restaurant_id"
                control={control}
                label={t('fields.restaurant')}
                restaurants={restaurants}
                readOnly={!editable}
              />
              <FormTextField
                name="duty"
                control={control}
                label={t('fields.duty')}
                placeholder={t('fields.dutyHint')}
                readOnly={!editable}
                sx={{ gridColumn: '1 / -1' }}
              />
            </Box>
          </FormSection>
          {withWages && (
            <FormSection title={t('sections.wages')} description={t('sections.wagesHelp')}>
              <ShiftRatesFields control={control} />
            </FormSection>
          )}
          <FormSection title={t('sections.address')}>
            <AddressFields name="address" control={control} readOnly={!editable} />
          </FormSection>
        </Stack>
        {editable && <SaveBar dirty={dirty} saving={saving} onDiscard={discard} />}
      </Box>
    </>
  );
}
