import { CERTIFICATE_FILE_NAME, meResponse, operations } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, download } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
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

/** The account's name, printed on the certificate when the caller has none to hand. */
async function accountName(): Promise<string> {
  const me = await api.get('/auth/', meResponse.pick({ name: true }));
  return me.name;
}

/**
 * downloadCertificate as a mutation: `mutate()` with the name to print, or nothing for the account's name.
 * The first download issues the certificate, so the learner's own record (its share link) is read again.
 */
export function useDownloadCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name?: string) => downloadCertificate(name?.trim() ? name : await accountName()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownCertificateQueryOptions.queryKey }),
  });
}
