import { CERTIFICATE_FILE_NAME } from '@pathwise/contract';
import { apiRequest } from '@/lib/api-client';
import { saveFile } from '../utils/save-file';

/** POST /certificate/generate-certificate {name} → PDF, saved as certificate.pdf. Throws on any failure. */
export async function downloadCertificate(name: string): Promise<void> {
  const file = (await apiRequest('/certificate/generate-certificate', {
    method: 'POST',
    body: { name },
    responseType: 'blob',
  })) as Blob;
  if (file.size === 0) throw new Error('The certificate file is empty.');
  saveFile(file, CERTIFICATE_FILE_NAME);
}
