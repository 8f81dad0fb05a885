import { hasPermission, type Permission } from '@coperto/shared/auth/permissions';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { SectionMessage } from '../../../shared/ui/section-message';
import { CashUpDetailPage } from './cashup-detail-page';
import { EditCashUpPage, NewCashUpPage } from './cashup-form-page';
import { CashUpsMonthPage } from './cashups-month-page';

/** A page only a role with `permission` opens; the others read why (the API refuses them too). */
function Allowed({ permission, children }: { permission: Permission; children: ReactNode }) {
  const user = useSignedInUser();
  if (!user || !hasPermission(user.user.role, permission))
    return <SectionMessage kind="noAccess" />;
  return children;
}

/**
 * The "Cash-ups" screen (decision 075), below /dashboard/cash-ups: the month's calendar of
 * closes, closing the till (phone first), one close with its history, printable.
 */
export default function CashUpsScreen() {
  return (
    <Routes>
      <Route
        index
        element={
          <Allowed permission="read:cashups">
            <CashUpsMonthPage />
          </Allowed>
        }
      />
      <Route
        path="new"
        element={
          <Allowed permission="update:cashups">
            <NewCashUpPage />
          </Allowed>
        }
      />
      <Route
        path=":id"
        element={
          <Allowed permission="read:cashups">
            <CashUpDetailPage />
          </Allowed>
        }
      />
      <Route
        path=":id/edit"
        element={
          <Allowed permission="update:cashups">
            <EditCashUpPage />
          </Allowed>
        }
      />
      <Route path="*" element={<SectionMessage kind="notFound" />} />
    </Routes>
  );
}
