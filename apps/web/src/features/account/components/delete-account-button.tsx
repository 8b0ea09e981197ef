import { useState } from 'react';
import { Button, type ButtonSize } from '@/components/ui/button';
import { DeleteAccountDialog } from './delete-account-dialog';

export interface DeleteAccountButtonProps {
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
  /** See DeleteAccountDialog: a fresh Google ID token for accounts made with Google. */
  googleConfirm?: () => Promise<string>;
}

/** 'Delete account': opens the confirmation dialog that names what is lost and asks for the password. */
export function DeleteAccountButton({ size, fullWidth, className, googleConfirm }: DeleteAccountButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="danger"
        size={size}
        fullWidth={fullWidth}
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        Delete account
      </Button>
      <DeleteAccountDialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        googleConfirm={googleConfirm}
      />
    </>
  );
}
