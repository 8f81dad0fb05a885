import { Route, Routes } from 'react-router';
import { SectionMessage } from '../../../shared/ui/section-message';
import { MonthReportPage } from './month-report-page';
import { YearReportPage } from './year-report-page';

/**
 * "Numeri" (issue 18, decision 078): a year month by month, and a month in detail, below
 * /dashboard/reports. Owners and managers open it (the section's permission); the labour cost is
 * there only when the API sends it (owners).
 */
export default function ReportsScreen() {
  return (
    <Routes>
      <Route index element={<YearReportPage />} />
      <Route path="month/:month" element={<MonthReportPage />} />
      <Route path="*" element={<SectionMessage kind="notFound" />} />
    </Routes>
  );
}
