import type { Address } from '@coperto/shared/common/address.schemas';
import { eurosToCents } from '@coperto/shared/common/money';
import {
  type OwnProfileUpdateBody,
  OwnProfileUpdateBodySchema,
  SHIFT_RATE_FIELDS,
  type User,
} from '@coperto/shared/users/users.schemas';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../shared/forms/address-fields';
import { FormSection } from '../../../shared/forms/form-section';
import { SaveBar } from '../../../shared/forms/save-bar';
import { useServerForm } from '../../../shared/forms/use-server-form';
import { formatEuroCents } from '../../../shared/lib/format-money';
import { SectionMessage } from '../../../shared/ui/section-message';
import { useOwnProfile } from '../api/get-own-profile';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { PasswordChangeForm } from '../components/password-change-form';
import { PersonalFields } from '../components/personal-fields';
import { RoleChip } from '../components/role-chip';
import { canSeeWages } from '../lib/user-permissions';

interface ProfileValues {
  name: string;
  surname: string;
  phone_number: string;
  tax_id_code: string;
  address: Address;
}

function toFormValues(user: User): ProfileValues {
  const { name, surname, phone_number, tax_id_code, address } = user;
  return { name, surname, phone_number, tax_id_code, address };
}

/** The own profile, for every role: personal data, own shift rates to read, password change. */
export default function ProfilePage() {
  const { t } = useTranslation('users');
  const profile = useOwnProfile();
  if (profile.isError) {
    return <SectionMessage kind="failed" onRetry={() => void profile.refetch()} />;
  }
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('profile.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('profile.description')}
      </Typography>
      {profile.data ? (
        <Stack spacing={3}>
          <ProfileForm user={profile.data} />
          <OwnShiftRates user={profile.data} />
          <FormSection title={t('password.title')} description={t('password.description')}>
            <PasswordChangeForm />
          </FormSection>
        </Stack>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
          <CircularProgress aria-label={t('profile.loading')} />
        </Box>
      )}
    </>
  );
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const save = useUpdateOwnProfile();
  const values = useMemo(() => toFormValues(user), [user]);
  const { form, submit, saving, dirty, discard } = useServerForm<
    ProfileValues,
    OwnProfileUpdateBody
  >({
    schema: OwnProfileUpdateBodySchema,
    values,
    onSubmit: (body) => save.mutateAsync(body),
  });
  const ownerOfTheBusiness = canSeeWages(user);
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={3}>
        <FormSection title={t('sections.personal')} action={<RoleChip role={user.role} />}>
          <PersonalFields
            control={form.control}
            email={
              <TextField
                label={t('fields.email')}
                value={user.email}
                type="email"
                disabled
                fullWidth
                helperText={t(ownerOfTheBusiness ? 'profile.emailHelpOwner' : 'profile.emailHelp')}
              />
            }
          />
        </FormSection>
        <FormSection title={t('sections.address')}>
          <AddressFields name="address" control={form.control} />
        </FormSection>
      </Stack>
      <SaveBar dirty={dirty} saving={saving} onDiscard={discard} />
    </Box>
  );
}

/** The user's own pay per shift, to read: the owner sets it in Users and roles. */
function OwnShiftRates({ user }: { user: User }) {
  const { t, i18n } = useTranslation('users');
  const rates = SHIFT_RATE_FIELDS.flatMap((rate) => {
    const euros = user[rate];
    return euros === undefined ? [] : [{ rate, euros }];
  });
  if (rates.length === 0) return null;
  return (
    <FormSection
      title={t('profile.wagesTitle')}
      description={t(canSeeWages(user) ? 'profile.wagesHelpOwner' : 'profile.wagesHelp')}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {rates.map(({ rate, euros }) => (
          <Paper key={rate} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {t(`fields.${rate}`)}
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
              {formatEuroCents(eurosToCents(euros), i18n.language)}
            </Typography>
          </Paper>
        ))}
      </Box>
    </FormSection>
  );
}
