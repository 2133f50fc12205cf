import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Button,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import {
  type FormTabProps,
  TabbedForm,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useCustomerGroups } from '../customers/CustomerGroupPicker';
import type { AdminDataProvider } from '../providers/data-provider';
import { translateMessage } from '../providers/server-text';

/** Magento's TierPriceInterface, as /V1/products/tier-prices-information answers it. */
interface TierPrice {
  sku: string;
  price: number;
  price_type: 'fixed' | 'discount';
  customer_group: string;
  quantity: number;
  website_id: number;
}

interface Failure {
  message: string;
  parameters: string[];
}

const ALL_GROUPS = 'ALL GROUPS';
/** Product types with tier prices (the server refuses the others). */
const TIER_TYPES = new Set(['simple', 'virtual']);
const EMPTY = { group: ALL_GROUPS, quantity: '', type: 'fixed' as 'fixed' | 'discount', price: '' };

/** "8,50" or "8.50" → 8.5; anything else → NaN (the server refuses it with its reason too). */
function decimal(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * "Preços por quantidade": the product's tier prices by customer group and minimum quantity,
 * each added or removed at once through Magento's tier-price routes (not with the form's save).
 */
function TierPrices({ sku }: { sku: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { groups } = useCustomerGroups();
  const [tiers, setTiers] = useState<TierPrice[] | null>(null);
  const [draft, setDraft] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const language = locale === 'en' ? 'en' : 'pt';

  const reload = useCallback(
    async () =>
      setTiers(
        await dataProvider.call<TierPrice[]>('products/tier-prices-information', {
          method: 'POST',
          body: { skus: [sku] },
        }),
      ),
    [dataProvider, sku],
  );
  useEffect(() => {
    reload().catch((failure: unknown) =>
      setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, [reload]);

  async function send(path: string, rows: Omit<TierPrice, 'website_id'>[]) {
    setBusy(true);
    setError(null);
    try {
      const failures = await dataProvider.call<Failure[]>(path, {
        method: 'POST',
        body: { prices: rows.map((r) => ({ ...r, website_id: 0 })) },
      });
      if (failures.length > 0) {
        setError(failures.map((f) => translateMessage(f.message, f.parameters, language)).join(' '));
        return false;
      }
      notify('admin.tier_prices.saved', { type: 'success' });
      await reload();
      return true;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add() {
    const added = await send('products/tier-prices', [
      {
        sku,
        customer_group: draft.group,
        quantity: Number(draft.quantity),
        price_type: draft.type,
        price: decimal(draft.price),
      },
    ]);
    if (added) setDraft(EMPTY);
  }

  const groupLabel = (code: string) =>
    code === ALL_GROUPS ? translate('admin.tier_prices.all_groups') : code;
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 760 }}>
      <Typography color="text.secondary">{translate('admin.tier_prices.help')}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Table size="small" aria-label={translate('admin.tier_prices.tab')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('admin.tier_prices.group')}</TableCell>
            <TableCell align="right">{translate('admin.tier_prices.quantity')}</TableCell>
            <TableCell>{translate('admin.tier_prices.type')}</TableCell>
            <TableCell align="right">{translate('admin.tier_prices.price')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(tiers ?? []).map((tier) => (
            <TableRow key={`${tier.customer_group}-${tier.quantity}`}>
              <TableCell>{groupLabel(tier.customer_group)}</TableCell>
              <TableCell align="right">{tier.quantity}</TableCell>
              <TableCell>{translate(`admin.tier_prices.types.${tier.price_type}`)}</TableCell>
              <TableCell align="right">
                {tier.price_type === 'discount'
                  ? `${tier.price.toLocaleString(locale)} %`
                  : tier.price.toLocaleString(locale, { style: 'currency', currency: 'BRL' })}
              </TableCell>
              <TableCell align="right">
                <IconButton
                  aria-label={translate('admin.tier_prices.remove')}
                  disabled={busy}
                  onClick={() => send('products/tier-prices-delete', [tier])}
                >
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
          {tiers?.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{translate('admin.tier_prices.none')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={translate('admin.tier_prices.group')}
          value={draft.group}
          onChange={(event) => setDraft({ ...draft, group: event.target.value })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value={ALL_GROUPS}>{groupLabel(ALL_GROUPS)}</MenuItem>
          {(groups ?? []).map((g) => (
            <MenuItem key={g.id} value={g.code}>
              {g.code}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={translate('admin.tier_prices.quantity')}
          value={draft.quantity}
          onChange={(event) => setDraft({ ...draft, quantity: event.target.value })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 120 }}
        />
        <TextField
          select
          size="small"
          label={translate('admin.tier_prices.type')}
          value={draft.type}
          onChange={(event) => setDraft({ ...draft, type: event.target.value as 'fixed' | 'discount' })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="fixed">{translate('admin.tier_prices.types.fixed')}</MenuItem>
          <MenuItem value="discount">{translate('admin.tier_prices.types.discount')}</MenuItem>
        </TextField>
        <TextField
          size="small"
          label={translate(draft.type === 'fixed' ? 'admin.tier_prices.price' : 'admin.tier_prices.percent')}
          value={draft.price}
          onChange={(event) => setDraft({ ...draft, price: event.target.value })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ width: 140 }}
        />
        <Button variant="outlined" onClick={add} disabled={busy || !draft.quantity || !draft.price}>
          {translate('admin.tier_prices.add')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The tab, on simple and virtual products once they exist. */
export function TierPricesTab(props: FormTabProps) {
  const record = useRecordContext();
  if (!record?.sku || !TIER_TYPES.has(String(record.type_id))) return null;
  return (
    <TabbedForm.Tab {...props}>
      <TierPrices sku={String(record.sku)} />
    </TabbedForm.Tab>
  );
}
