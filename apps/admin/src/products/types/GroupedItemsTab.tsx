import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useCallback } from 'react';

import type { AdminDataProvider } from '../../providers/data-provider';
import { AddBySku } from './AddBySku';
import { typeTab } from './type-tab';
import { useTypeCalls } from './use-type-calls';

interface GroupedLink {
  linked_product_sku: string;
  linked_product_type: string;
  position: number;
  extension_attributes?: { qty?: number; name?: string };
}

const enc = encodeURIComponent;

/** The "Produtos agrupados" tab of a grouped product. */
export const GroupedItemsTab = typeTab('grouped', GroupedItems);

/** A grouped product's items (Magento's product links of type associated) with their default quantity. */
function GroupedItems({ sku }: { sku: string }) {
  const read = useCallback(
    (dp: AdminDataProvider) => dp.call<GroupedLink[]>(`products/${enc(sku)}/links/associated`),
    [sku],
  );
  const { data, busy, run, errorOf, generalError, translate } = useTypeCalls(read);
  if (!data) return <Typography>{generalError('load', []) ?? translate('ra.page.loading')}</Typography>;
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {data.length === 0 && <Typography>{translate('admin.product_types.grouped.none')}</Typography>}
      <List dense>
        {data.map((link) => (
          <ListItem
            key={link.linked_product_sku}
            secondaryAction={
              <IconButton
                edge="end"
                disabled={busy}
                aria-label={translate('admin.product_types.remove_of', { sku: link.linked_product_sku })}
                onClick={() =>
                  void run('items', (dp) =>
                    dp.call(`products/${enc(sku)}/links/associated/${enc(link.linked_product_sku)}`, {
                      method: 'DELETE',
                    }),
                  )
                }
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText
              primary={`${link.linked_product_sku} — ${link.extension_attributes?.name ?? ''}`}
              secondary={translate('admin.product_types.grouped.item', {
                qty: link.extension_attributes?.qty ?? 1,
              })}
            />
          </ListItem>
        ))}
      </List>
      {generalError('items', ['sku', 'qty']) && (
        <Alert severity="error">{generalError('items', ['sku', 'qty'])}</Alert>
      )}
      <AddBySku
        label="admin.product_types.grouped.add"
        withQty
        busy={busy}
        errorOf={(f) => errorOf('items', f)}
        add={(child, qty) =>
          run('items', (dp) =>
            dp.call(`products/${enc(sku)}/links`, {
              method: 'POST',
              body: {
                items: [
                  { sku, link_type: 'associated', linked_product_sku: child, extension_attributes: { qty } },
                ],
              },
            }),
          )
        }
      />
    </Stack>
  );
}
