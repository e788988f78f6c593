import { apiClient, useApiMutation } from '@travel/shared-ui/api';
import type { AccountExport } from '@travel/contracts/accounts';

export const EXPORT_FILE_NAME = 'travel-portal-my-data.json';

/** GET /api/v1/customer/export: what the portal keeps about the person, as JSON. */
export async function exportData(): Promise<AccountExport> {
  return (await apiClient.get<AccountExport>('/v1/customer/export')).data;
}

export const useExportData = () => useApiMutation(exportData);
