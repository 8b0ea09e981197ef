import type { ReactNode } from 'react';
import { Field } from './field';
import { Input, type InputProps } from './input';
import { PasswordInput } from './password-input';

type TextFieldProps = Omit<InputProps, 'id'> & {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  id?: string;
  optional?: boolean;
  fieldClassName?: string;
};

/** Field + Input in one, for the common case. type="password" gets a show/hide toggle. */
export function TextField({
  label,
  error,
  hint,
  id,
  required,
  optional,
  fieldClassName,
  type,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      id={id}
      required={required}
      optional={optional}
      className={fieldClassName}
    >
      {(control) =>
        type === 'password' ? (
          <PasswordInput {...inputProps} {...control} />
        ) : (
          <Input type={type} {...inputProps} {...control} />
        )
      }
    </Field>
  );
}
