import { Route, Routes } from 'react-router';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { SectionMessage } from '../../../shared/ui/section-message';
import { UserEditPage } from './user-edit-page';
import { UserListPage } from './user-list-page';

/** The users section (/dashboard/users): the list, and one user's screen below it. */
export default function UsersPage() {
  const signedIn = useSignedInUser();
  // The section page renders this only for a signed-in user allowed to read users.
  if (!signedIn) return null;
  return (
    <Routes>
      <Route index element={<UserListPage signedIn={signedIn} />} />
      <Route path=":userId" element={<UserEditPage signedIn={signedIn} />} />
      <Route path="*" element={<SectionMessage kind="notFound" />} />
    </Routes>
  );
}
