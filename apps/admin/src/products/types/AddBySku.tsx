import { Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { type KeyboardEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { typedNumber } from '../../lib/typed-number';

/**
 * A product added by its SKU, with a quantity when asked: the small form the variations, kit
 * and grouped tabs share. It empties only when the server accepted (`add` answers true), so a
 * refusal leaves what was typed; `errorOf` puts the refusal beside its input.
 */
export function AddBySku({
  label,
  withQty,
  withDefault,
  busy,
  add,
  errorOf,
}: {
  label: string;
  withQty?: boolean;
  /** Offer "chosen by default" (kit items). */
  withDefault?: boolean;
  busy: boolean;
  add: (sku: string, qty: number | undefined, isDefault: boolean) => Promise<boolean>;
  errorOf: (field: string) => string | undefined;
}) {
  const translate = useTranslate();
  const [sku, setSku] = useState('');
  const [qty, setQty] = useState('1');
  const [isDefault, setDefault] = useState(false);
  const submit = async () => {
    if (await add(sku.trim(), withQty ? Number(typedNumber(qty)) : undefined, isDefault)) {
      setSku('');
      setQty('1');
      setDefault(false);
    }
  };
  // Enter would submit the product form around the tab: here it adds the item instead.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit();
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={translate('admin.product_types.child_sku')}
        value={sku}
        onChange={(e) => setSku(e.target.value)}
        onKeyDown={onEnter}
        error={!!errorOf('sku')}
        helperText={errorOf('sku')}
      />
      {withQty && (
        <TextField
          size="small"
          label={translate('admin.product_types.qty')}
          value={qty}
          inputMode="decimal"
          onChange={(e) => setQty(e.target.value)}
          onKeyDown={onEnter}
          error={!!errorOf('qty')}
          helperText={errorOf('qty')}
          sx={{ width: 120 }}
        />
      )}
      {withDefault && (
        <FormControlLabel
          control={<Checkbox checked={isDefault} onChange={(e) => setDefault(e.target.checked)} />}
          label={translate('admin.product_types.is_default')}
        />
      )}
      <Button variant="outlined" disabled={busy || !sku.trim()} onClick={() => void submit()}>
        {translate(label)}
      </Button>
    </Stack>
  );
}
