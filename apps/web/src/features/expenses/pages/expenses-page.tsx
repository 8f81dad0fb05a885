import { hasPermission } from '@coperto/shared/auth/permissions';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Outlet, Route, Link as RouterLink, Routes, useLocation } from 'react-router';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { SectionMessage } from '../../../shared/ui/section-message';
import { CategoriesPage } from './categories-page';
import { ExpensesListPage } from './expenses-list-page';
import { SuppliersListPage } from './suppliers-list-page';

const TABS = [
  { key: 'expenses', path: '/dashboard/expenses' },
  { key: 'suppliers', path: '/dashboard/expenses/suppliers' },
  { key: 'categories', path: '/dashboard/expenses/categories' },
] as const;

function ExpensesTabs() {
  const { t } = useTranslation('expenses');
  const path = useLocation().pathname.replace(/\/+$/, '');
  const current = TABS.find((tab) => tab.path === path) ?? TABS[0];
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, mt: -1 }}>
        <Tabs value={current.key} aria-label={t('tabs.label')} variant="scrollable">
          {TABS.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={t(`tabs.${tab.key}`)}
              component={RouterLink}
              to={tab.path}
            />
          ))}
        </Tabs>
      </Box>
      <Outlet />
    </>
  );
}

/**
 * The "Expenses and suppliers" screen (decision 074): the suppliers' invoices with their totals
 * and due days, and the suppliers as a tab, for owners and managers (`read:expenses`).
 */
export default function ExpensesScreen() {
  const user = useSignedInUser();
  if (!user || !hasPermission(user.user.role, 'read:expenses'))
    return <SectionMessage kind="noAccess" />;
  return (
    <Routes>
      <Route element={<ExpensesTabs />}>
        <Route index element={<ExpensesListPage />} />
        <Route path="suppliers" element={<SuppliersListPage />} />
        <Route path="categories" element={<CategoriesPage />} />
      </Route>
      <Route path="*" element={<SectionMessage kind="notFound" />} />
    </Routes>
  );
}
