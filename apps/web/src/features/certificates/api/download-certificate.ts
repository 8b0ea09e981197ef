import { CERTIFICATE_FILE_NAME, operations } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { download } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { fetchMe } from '@/lib/session-queries';
import { ownCertificateQueryOptions } from './get-own-certificate';

/**
 * POST /certificate/generate-certificate {name} → the PDF, saved as certificate.pdf. Throws on any
 * failure (SPEC: any failure counts as "course not completed"). The certificate is issued once: a
 * later call returns the same certificate, with the name given the first time.
 */
export async function downloadCertificate(name: string): Promise<void> {
  const file = await download(operations.certificate.generate, { body: { name } });
  if (file.size === 0) throw new Error('The certificate file is empty.');
  saveFile(file, CERTIFICATE_FILE_NAME);
}

/**
 * downloadCertificate as a mutation: `mutate()` with the name to print, or nothing for the account's name.
 * The first download issues the certificate, so the learner's own record (its share link) is read again.
 */
export function useDownloadCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    // Without a name to hand, the account's name is printed.
    mutationFn: async (name?: string) =>
      downloadCertificate(name?.trim() ? name : (await fetchMe(queryClient)).name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownCertificateQueryOptions.queryKey }),
  });
}
