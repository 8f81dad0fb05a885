import { Route, Routes } from 'react-router';
import { SectionMessage } from '../../../shared/ui/section-message';
import { MenuEditPage } from './menu-edit-page';
import { MenusListPage } from './menus-list-page';

/** The "Menus" screen: the menus list, and each menu's editor below it. */
export default function MenuEditorScreen() {
  return (
    <Routes>
      <Route index element={<MenusListPage />} />
      <Route path=":menuId" element={<MenuEditPage />} />
      <Route path="*" element={<SectionMessage kind="notFound" />} />
    </Routes>
  );
}
