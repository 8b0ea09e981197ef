import { useState } from 'react';
import { cn } from '@/lib/cn';
import { EyeIcon, EyeOffIcon } from './icons';
import { Input, type InputProps } from './input';

export function PasswordInput({ className, id, ...props }: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} id={id} type={visible ? 'text' : 'password'} className={cn('pr-12', className)} />
      <button
        type="button"
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-ink-muted hover:text-ink"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-controls={id}
        onClick={() => {
          setVisible((value) => !value);
        }}
      >
        {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
      </button>
    </div>
  );
}
