import { hasPermission, type Permission } from '@coperto/shared/auth/permissions';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { SectionMessage } from '../../../shared/ui/section-message';
import { StaffSectionTabs } from '../components/staff-section-tabs';
import MyPayslipsPage from './my-payslips-page';
import MyShiftsPage from './my-shifts-page';
import RotaPlannerPage from './rota-planner-page';
import WagesPage from './wages-page';

/** A page only a role with `permission` opens; the others read why (the API refuses them too). */
function Allowed({ permission, children }: { permission: Permission; children: ReactNode }) {
  const user = useSignedInUser();
  if (!user || !hasPermission(user.user.role, permission))
    return <SectionMessage kind="noAccess" />;
  return children;
}

/** The section's first page: the planner for those who plan, one's own shifts for the others. */
function StaffHome() {
  const user = useSignedInUser();
  if (user && hasPermission(user.user.role, 'read:rota')) return <RotaPlannerPage />;
  return (
    <Allowed permission="read:rota:own">
      <MyShiftsPage />
    </Allowed>
  );
}

/**
 * "Staff and rota" (decisions 076, 077): the week's planner, one's own shifts, the owner's wages
 * and one's own payslips, below /dashboard/staff.
 */
export default function StaffScreen() {
  return (
    <Routes>
      <Route element={<StaffSectionTabs />}>
        <Route index element={<StaffHome />} />
        <Route
          path="mine"
          element={
            <Allowed permission="read:rota:own">
              <MyShiftsPage />
            </Allowed>
          }
        />
        <Route
          path="wages"
          element={
            <Allowed permission="read:wages">
              <WagesPage />
            </Allowed>
          }
        />
        <Route
          path="payslips"
          element={
            <Allowed permission="read:wages:own">
              <MyPayslipsPage />
            </Allowed>
          }
        />
      </Route>
      <Route path="*" element={<SectionMessage kind="notFound" />} />
    </Routes>
  );
}
