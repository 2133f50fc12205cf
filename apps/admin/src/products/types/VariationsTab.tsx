import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Autocomplete,
  Button,
  IconButton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, useCallback, useState } from 'react';

import { formatMoney } from '../../lib/format';
import { ScrollRegion } from '../../lib/ScrollRegion';
import { typedNumber } from '../../lib/typed-number';
import type { AdminDataProvider } from '../../providers/data-provider';
import { customAttributes } from '../../providers/resources';
import { STATUS } from '../product-fields';
import { AddBySku } from './AddBySku';
import { typeTab } from './type-tab';
import { useTypeCalls } from './use-type-calls';

interface Child {
  sku: string;
  name: string;
  price: number;
  status: number;
  custom_attributes?: { attribute_code: string; value: unknown }[];
  extension_attributes?: { stock_item?: { qty: number } };
}
interface Option {
  id: number;
  label: string;
}
interface Colour {
  label: string;
  value: string;
}

const enc = encodeURIComponent;

/** The "Variações" tab of a configurable product. */
export const VariationsTab = typeTab('configurable', Variations);

/**
 * The variants of a configurable (Magento's configurable-products routes): the attributes they
 * vary by, each variant with its colour, price, stock and status; an existing simple product
 * joins by SKU, or a new one is created from a colour, price and stock and joined in one call.
 */
function Variations({ sku }: { sku: string }) {
  const read = useCallback(
    async (dp: AdminDataProvider) => {
      const [options, children, colours] = await Promise.all([
        dp.call<Option[]>(`configurable-products/${enc(sku)}/options/all`),
        dp.call<Child[]>(`configurable-products/${enc(sku)}/children`),
        dp.call<Colour[]>('products/attributes/color/options'),
      ]);
      return { options, children, colours };
    },
    [sku],
  );
  const { data, busy, run, errorOf, generalError, translate } = useTypeCalls(read);
  const [draft, setDraft] = useState({ sku: '', color: '', price: '', qty: '0' });
  const colourOf = (child: Child) =>
    data?.colours.find((c) => c.value === String(customAttributes(child).color ?? ''))?.label ?? '—';

  const join = (childSku: string) =>
    run('add', (dp) =>
      dp.call(`configurable-products/${enc(sku)}/child`, { method: 'POST', body: { childSku } }),
    );
  const create = async () => {
    // One call: the server refuses an existing SKU and creates and links the variant together.
    const accepted = await run('create', (dp) =>
      dp.call(`escritorio/configurable-products/${enc(sku)}/children`, {
        method: 'POST',
        body: {
          child: {
            sku: draft.sku.trim(),
            color: draft.color.trim(),
            price: typedNumber(draft.price) ?? '',
            qty: draft.qty.trim() || '0',
          },
        },
      }),
    );
    if (accepted) setDraft({ sku: '', color: '', price: '', qty: '0' });
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void create();
  };
  const field = (key: keyof typeof draft, label: string, width = 140) => (
    <TextField
      size="small"
      label={translate(label)}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      onKeyDown={onEnter}
      error={!!errorOf('create', key)}
      helperText={errorOf('create', key)}
      sx={{ width }}
    />
  );

  if (!data) return <Typography>{generalError('load', []) ?? translate('ra.page.loading')}</Typography>;
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Typography>
        {translate('admin.product_types.variations.attributes', {
          names: data.options.map((o) => o.label).join(', ') || '—',
        })}
      </Typography>
      <ScrollRegion label={translate('admin.product_types.variations.tab')}>
        <Table size="small" aria-label={translate('admin.product_types.variations.tab')}>
          <TableHead>
            <TableRow>
              <TableCell>SKU</TableCell>
              <TableCell>{translate('admin.product_types.variations.color')}</TableCell>
              <TableCell align="right">{translate('admin.product_types.price')}</TableCell>
              <TableCell align="right">{translate('admin.product_types.stock')}</TableCell>
              <TableCell>{translate('admin.product_types.enabled')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.children.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{translate('admin.product_types.variations.none')}</TableCell>
              </TableRow>
            )}
            {data.children.map((child) => (
              <TableRow key={child.sku}>
                <TableCell>{child.sku}</TableCell>
                <TableCell>{colourOf(child)}</TableCell>
                <TableCell align="right">{formatMoney(child.price)}</TableCell>
                <TableCell align="right">{child.extension_attributes?.stock_item?.qty ?? '—'}</TableCell>
                <TableCell>
                  <Switch
                    checked={child.status === STATUS.enabled}
                    disabled={busy}
                    slotProps={{
                      input: { 'aria-label': translate('admin.product_types.enable_of', { sku: child.sku }) },
                    }}
                    onChange={(e) =>
                      void run('grid', (dp) =>
                        dp.call(`products/${enc(child.sku)}`, {
                          method: 'PUT',
                          body: {
                            product: {
                              sku: child.sku,
                              status: e.target.checked ? STATUS.enabled : STATUS.disabled,
                            },
                          },
                        }),
                      )
                    }
                  />
                </TableCell>
                <TableCell>
                  <IconButton
                    disabled={busy}
                    aria-label={translate('admin.product_types.remove_of', { sku: child.sku })}
                    onClick={() =>
                      void run('grid', (dp) =>
                        dp.call(`configurable-products/${enc(sku)}/children/${enc(child.sku)}`, {
                          method: 'DELETE',
                        }),
                      )
                    }
                  >
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
      {generalError('grid', []) && <Alert severity="error">{generalError('grid', [])}</Alert>}

      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">
          {translate('admin.product_types.variations.add_existing')}
        </Typography>
        {generalError('add', ['sku', 'color']) && (
          <Alert severity="error">{generalError('add', ['sku', 'color'])}</Alert>
        )}
        <AddBySku
          label="admin.product_types.variations.add"
          busy={busy}
          add={(childSku) => join(childSku)}
          // A colour refusal concerns the product chosen, so it shows beside its SKU.
          errorOf={(f) => errorOf('add', f) ?? (f === 'sku' ? errorOf('add', 'color') : undefined)}
        />
      </Stack>

      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">
          {translate('admin.product_types.variations.create')}
        </Typography>
        {generalError('create', ['sku', 'color', 'price', 'qty']) && (
          <Alert severity="error">{generalError('create', ['sku', 'color', 'price', 'qty'])}</Alert>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          {field('sku', 'admin.product_types.new_sku', 180)}
          <Autocomplete
            freeSolo
            options={data.colours.map((c) => c.label)}
            inputValue={draft.color}
            onInputChange={(_, value) => setDraft({ ...draft, color: value })}
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                label={translate('admin.product_types.variations.color')}
                onKeyDown={onEnter}
                error={!!errorOf('create', 'color')}
                helperText={
                  errorOf('create', 'color') ?? translate('admin.product_types.variations.color_help')
                }
              />
            )}
            sx={{ width: 220 }}
          />
          {field('price', 'admin.product_types.price')}
          {field('qty', 'admin.product_types.stock', 110)}
          <Button
            variant="contained"
            disabled={busy || !draft.sku.trim() || !draft.color.trim() || !draft.price.trim()}
            onClick={() => void create()}
          >
            {translate('admin.product_types.variations.create_button')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
