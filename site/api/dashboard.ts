/** The console's overview: GET /api/admin/dashboard. */
import { DASHBOARD } from '#schema/api';
import { call } from '../lib/api';

export const loadDashboard = () => call(DASHBOARD.read);
