import { ACCOUNT_EXPORT_FILE_NAME, operations } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { download } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /account/export → everything held about the learner, saved as a JSON file. */
export async function exportAccount(): Promise<void> {
  const file = await download(operations.account.export, {});
  saveFile(file, ACCOUNT_EXPORT_FILE_NAME);
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount });
}
