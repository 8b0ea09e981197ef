import { ACCOUNT_EXPORT_FILE_NAME } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /account/export → everything held about the learner, saved as a JSON file. */
export async function exportAccount(): Promise<void> {
  const file = (await apiRequest('/account/export', { responseType: 'blob' })) as Blob;
  saveFile(file, ACCOUNT_EXPORT_FILE_NAME);
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount });
}
