import { operations, type DeleteAccountRequest } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { call } from '@/lib/api-client';
import { clearSession } from '@/lib/storage';
import { toast } from '@/lib/toast';

/** DELETE /account {password} or {googleToken}: erases the account; its tokens stop working at once. */
export function deleteAccount(confirmation: DeleteAccountRequest) {
  return call(operations.account.delete, { body: confirmation });
}

/** Deletes the account, then ends the session here too and goes home with the server's message. */
export function useDeleteAccount() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: ({ message }) => {
      clearSession();
      queryClient.clear();
      toast.success(message);
      void navigate(paths.home.getHref(), { replace: true });
    },
  });
}
