import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useState } from 'react';

import type { AdminDataProvider } from '../../providers/data-provider';
import { AddBySku } from './AddBySku';
import { typeTab } from './type-tab';
import { useTypeCalls } from './use-type-calls';

/** Magento's bundle option types. */
const OPTION_TYPES = ['select', 'radio', 'checkbox', 'multi'] as const;

interface BundleLink {
  sku: string;
  name?: string;
  qty: number;
  is_default: boolean;
}
interface BundleOption {
  option_id: number;
  title: string;
  type: string;
  required: boolean;
  product_links: BundleLink[];
}

const enc = encodeURIComponent;

/** The "Opções do kit" tab of a bundle product. */
export const BundleOptionsTab = typeTab('bundle', BundleOptions);

/**
 * A kit's options (Magento's bundle-products routes): each with its title, type and whether the
 * shopper must choose, and its products with their default quantity; options and products are
 * added and removed one by one.
 */
function BundleOptions({ sku }: { sku: string }) {
  const read = useCallback(
    (dp: AdminDataProvider) => dp.call<BundleOption[]>(`bundle-products/${enc(sku)}/options/all`),
    [sku],
  );
  const { data, busy, run, errorOf, generalError, translate } = useTypeCalls(read);
  const [draft, setDraft] = useState({ title: '', type: 'select', required: true });

  const addOption = async () => {
    const accepted = await run('option', (dp) =>
      dp.call('bundle-products/options/add', {
        method: 'POST',
        body: { option: { sku, title: draft.title, type: draft.type, required: draft.required } },
      }),
    );
    if (accepted) setDraft({ title: '', type: 'select', required: true });
  };

  if (!data) return <Typography>{generalError('load', []) ?? translate('ra.page.loading')}</Typography>;
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {data.length === 0 && <Typography>{translate('admin.product_types.bundle.none')}</Typography>}
      {data.map((option) => {
        const scope = `option-${option.option_id}`;
        return (
          <Card key={option.option_id} variant="outlined">
            <CardContent>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="subtitle1" component="h3">
                  {option.title} · {translate(`admin.product_types.bundle.types.${option.type}`)} ·{' '}
                  {translate(
                    option.required
                      ? 'admin.product_types.bundle.required'
                      : 'admin.product_types.bundle.optional',
                  )}
                </Typography>
                <Button
                  color="error"
                  disabled={busy}
                  onClick={() =>
                    void run(scope, (dp) =>
                      dp.call(`bundle-products/${enc(sku)}/options/${option.option_id}`, {
                        method: 'DELETE',
                      }),
                    )
                  }
                >
                  {translate('admin.product_types.bundle.remove_option')}
                </Button>
              </Stack>
              <List dense>
                {option.product_links.map((link) => (
                  <ListItem
                    key={link.sku}
                    secondaryAction={
                      <IconButton
                        edge="end"
                        disabled={busy}
                        aria-label={translate('admin.product_types.remove_of', { sku: link.sku })}
                        onClick={() =>
                          void run(scope, (dp) =>
                            dp.call(
                              `bundle-products/${enc(sku)}/options/${option.option_id}/children/${enc(link.sku)}`,
                              { method: 'DELETE' },
                            ),
                          )
                        }
                      >
                        <DeleteIcon />
                      </IconButton>
                    }
                  >
                    <ListItemText
                      primary={`${link.sku} — ${link.name ?? ''}`}
                      secondary={translate('admin.product_types.bundle.item', {
                        qty: link.qty,
                        default: link.is_default ? translate('admin.product_types.is_default') : '',
                      })}
                    />
                  </ListItem>
                ))}
              </List>
              {generalError(scope, ['sku', 'qty']) && (
                <Alert severity="error">{generalError(scope, ['sku', 'qty'])}</Alert>
              )}
              <AddBySku
                label="admin.product_types.bundle.add_item"
                withQty
                withDefault
                busy={busy}
                errorOf={(f) => errorOf(scope, f)}
                add={(child, qty, isDefault) =>
                  run(scope, (dp) =>
                    dp.call(`bundle-products/${enc(sku)}/links/${option.option_id}`, {
                      method: 'POST',
                      body: {
                        linkedProduct: { sku: child, qty, is_default: isDefault, can_change_quantity: 1 },
                      },
                    }),
                  )
                }
              />
            </CardContent>
          </Card>
        );
      })}

      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">
          {translate('admin.product_types.bundle.new_option')}
        </Typography>
        {generalError('option', ['title', 'type']) && (
          <Alert severity="error">{generalError('option', ['title', 'type'])}</Alert>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={translate('admin.product_types.bundle.title')}
            value={draft.title}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              void addOption();
            }}
            error={!!errorOf('option', 'title')}
            helperText={errorOf('option', 'title')}
          />
          <TextField
            select
            size="small"
            label={translate('admin.product_types.bundle.type')}
            value={draft.type}
            onChange={(e) => setDraft({ ...draft, type: e.target.value })}
            error={!!errorOf('option', 'type')}
            helperText={errorOf('option', 'type')}
            sx={{ width: 200 }}
          >
            {OPTION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {translate(`admin.product_types.bundle.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.required}
                onChange={(e) => setDraft({ ...draft, required: e.target.checked })}
              />
            }
            label={translate('admin.product_types.bundle.required')}
          />
          <Button variant="contained" disabled={busy} onClick={() => void addOption()}>
            {translate('admin.product_types.bundle.add_option')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
