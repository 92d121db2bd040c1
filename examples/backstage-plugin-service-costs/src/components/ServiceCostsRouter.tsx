import { Route, Routes } from 'react-router-dom';
import { CostsTable } from './CostsTable';
import { ServiceCostPage } from './ServiceCostPage';

export const ServiceCostsRouter = () => (
  <Routes>
    <Route path="/" element={<CostsTable />} />
    <Route path="/:service" element={<ServiceCostPage />} />
  </Routes>
);
