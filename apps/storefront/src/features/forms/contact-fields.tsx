'use client';

import { maskPhone } from '@store/br';
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { TextField } from '../../ui/form';
import { useFieldMessage } from './use-request-errors';

export interface ContactFieldsProps<V extends FieldValues> {
  form: UseFormReturn<V, unknown, unknown>;
  /** The form's own names for the three fields (the quote form says `contactName`). */
  names: { name: Path<V>; email: Path<V>; phone: Path<V> };
  labels: { name: string; email: string; phone: string };
  /** The contact form takes a message without a phone; the other forms need one. */
  phoneRequired: boolean;
}

/**
 * Who is writing, as every request form asks it: name, e-mail and a phone masked as
 * (11) 91234-5678 while typing. The fields sit in their form's grid.
 */
export function ContactFields<V extends FieldValues>({
  form,
  names,
  labels,
  phoneRequired,
}: ContactFieldsProps<V>) {
  const message = useFieldMessage();
  const {
    register,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const errorOf = (name: Path<V>) => get(errors, name) as FieldError | undefined;
  return (
    <>
      <TextField
        label={labels.name}
        autoComplete="name"
        required
        error={message(errorOf(names.name), { min: 2, max: 255 })}
        {...register(names.name)}
      />
      <TextField
        label={labels.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={message(errorOf(names.email))}
        {...register(names.email)}
      />
      <TextField
        label={labels.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(11) 91234-5678"
        required={phoneRequired}
        error={message(errorOf(names.phone))}
        {...register(names.phone, {
          onChange: (event) =>
            setValue(names.phone, maskPhone(event.target.value) as PathValue<V, Path<V>>, {
              shouldValidate: isSubmitted,
            }),
        })}
      />
    </>
  );
}
