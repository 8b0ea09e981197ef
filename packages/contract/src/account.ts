import { z } from 'zod';

/**
 * DELETE /account: the learner confirms with their password, or (accounts made with Google) with a
 * fresh Google ID token.
 */
export const deleteAccountRequest = z
  .object({
    password: z.string().max(1024).optional(),
    googleToken: z.string().max(8192).optional(),
  })
  .refine((body) => Boolean(body.password) || Boolean(body.googleToken), {
    message: 'Enter your password to confirm deleting your account.',
  });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

export const ACCOUNT_DELETED_MESSAGE = 'Your account and your data have been deleted.';

const row = z.record(z.string(), z.unknown());

/**
 * GET /account/export: everything held about the learner. `tables` holds, per database table, the
 * learner's rows (column names as stored); secrets such as password and token hashes are left out.
 */
export const accountExport = z.object({
  format: z.literal('pathwise-account-export/1'),
  exportedAt: z.iso.datetime(),
  user: row,
  tables: z.record(z.string(), z.array(row)),
});
export type AccountExport = z.infer<typeof accountExport>;

export const ACCOUNT_EXPORT_FILE_NAME = 'pathwise-my-data.json';
