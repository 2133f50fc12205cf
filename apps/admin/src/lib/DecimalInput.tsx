import { InputAdornment } from '@mui/material';
import { TextInput, type TextInputProps, type Validator } from 'react-admin';
import { numberFieldText, readableNumber } from './typed-number';

/**
 * A number typed as people in Brazil type it ("31,90", "1.234,56"), in a text field: the value
 * stays as typed until the save reads it (`typedNumber`), so the caret never jumps; an amount in
 * reais shows "R$" before it and the server's 29.9 as "29,90".
 */
export function DecimalInput({ money = false, validate, ...props }: TextInputProps & { money?: boolean }) {
  const validators: Validator[] = [
    ...(Array.isArray(validate) ? validate : validate ? [validate] : []),
    readableNumber,
  ];
  return (
    <TextInput
      {...props}
      validate={validators}
      format={(value) => numberFieldText(value, money)}
      slotProps={{
        input: money ? { startAdornment: <InputAdornment position="start">R$</InputAdornment> } : undefined,
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
}
