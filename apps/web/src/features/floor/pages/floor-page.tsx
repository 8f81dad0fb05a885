import { Route, Routes } from 'react-router';
import { SectionMessage } from '../../../shared/ui/section-message';
import { FloorSectionTabs } from '../components/floor-section-tabs';
import { FloorPlanPage } from './floor-plan-page';
import { FloorQrPage } from './floor-qr-page';
import { ServicePage } from './service-page';

/** The "Sala" screen below /dashboard/floor: the service, the plan editor and the QR codes. */
export default function FloorScreen() {
  return (
    <Routes>
      <Route element={<FloorSectionTabs />}>
        <Route index element={<ServicePage />} />
        <Route path="plan" element={<FloorPlanPage />} />
        <Route path="qr" element={<FloorQrPage />} />
      </Route>
      <Route path="*" element={<SectionMessage kind="notFound" />} />
    </Routes>
  );
}
