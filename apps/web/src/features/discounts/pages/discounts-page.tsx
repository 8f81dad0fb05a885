import { hasPermission } from '@coperto/shared/auth/permissions';
import { Route, Routes } from 'react-router';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { SectionMessage } from '../../../shared/ui/section-message';
import { DiscountsListPage } from './discounts-list-page';

/**
 * The "Discounts" screen (decision 072): the business's codes below /dashboard/discounts, for
 * owners and managers (`manage:discounts`, as the API); staff read why they cannot.
 */
export default function DiscountsScreen() {
  const user = useSignedInUser();
  if (!user || !hasPermission(user.user.role, 'manage:discounts'))
    return <SectionMessage kind="noAccess" />;
  return (
    <Routes>
      <Route index element={<DiscountsListPage />} />
      <Route path="*" element={<SectionMessage kind="notFound" />} />
    </Routes>
  );
}
