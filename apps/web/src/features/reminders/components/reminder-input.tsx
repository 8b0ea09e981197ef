import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Input, type InputProps } from '@/components/ui/input';

type ReminderInputProps = Omit<InputProps, 'id'> & {
  label: string;
  hint?: ReactNode;
  /** Set when the form's error line is about this field: the field points at that line. */
  errorLineId?: string | undefined;
  fieldClassName?: string;
};

/**
 * A labelled input whose error is the form's single line above it (SPEC §2), not a message of its
 * own: it is marked invalid and described by that line instead.
 */
export function ReminderInput({
  label,
  hint,
  errorLineId,
  required,
  fieldClassName,
  ...inputProps
}: ReminderInputProps) {
  return (
    <Field label={label} hint={hint} required={required} className={fieldClassName}>
      {(control) => (
        <Input
          {...inputProps}
          {...control}
          aria-invalid={errorLineId ? true : undefined}
          aria-describedby={[control['aria-describedby'], errorLineId].filter(Boolean).join(' ') || undefined}
        />
      )}
    </Field>
  );
}
