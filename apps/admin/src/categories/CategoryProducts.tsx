import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../providers/data-provider';
import type { CategoryNode } from './tree';

interface Assigned {
  sku: string;
  position: number;
  name?: string;
}

/**
 * The products of one category (`GET /V1/categories/:id/products`), with their names; a product
 * is added by SKU (`POST …/products`) and removed (`DELETE …/products/:sku`).
 */
export function CategoryProducts({ category, onChange }: { category: CategoryNode; onChange: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [items, setItems] = useState<Assigned[] | null>(null);
  const [sku, setSku] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const links = await dataProvider.call<Assigned[]>(`categories/${category.id}/products`);
      const names = new Map<string, string>();
      if (links.length > 0 && links.length <= 200) {
        const { data } = await dataProvider.getMany('products', { ids: links.map((l) => l.sku) });
        for (const p of data) names.set(String(p.id), String(p.name));
      }
      setItems(links.map((l) => ({ ...l, name: names.get(l.sku) })));
    } catch (refusal) {
      setError((refusal as Error).message);
    }
  }, [category.id, dataProvider]);
  useEffect(() => {
    setItems(null);
    setError(null);
    void load();
  }, [load]);

  async function run(work: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await work();
      await load();
      onChange();
      return true;
    } catch (refusal) {
      setError((refusal as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const wanted = sku.trim();
    if (!wanted) return;
    const done = await run(() =>
      dataProvider.call(`categories/${category.id}/products`, {
        method: 'POST',
        body: { productLink: { sku: wanted, position: 0, category_id: String(category.id) } },
      }),
    );
    if (done) setSku('');
  }

  return (
    <Box>
      <Typography variant="h6" component="h2">
        {translate('admin.catalog.categories.products_of', { name: category.name })}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      <Stack component="form" direction="row" spacing={1} onSubmit={add} sx={{ my: 1 }}>
        <TextField
          size="small"
          label={translate('admin.catalog.categories.add_sku')}
          value={sku}
          onChange={(event) => setSku(event.target.value)}
        />
        <Button type="submit" variant="outlined" disabled={busy || !sku.trim()}>
          {translate('admin.catalog.categories.assign')}
        </Button>
      </Stack>
      {items && items.length === 0 && (
        <Typography color="text.secondary">{translate('admin.catalog.categories.no_products')}</Typography>
      )}
      <List dense aria-label={translate('admin.catalog.categories.products_of', { name: category.name })}>
        {items?.map((item) => (
          <ListItem
            key={item.sku}
            secondaryAction={
              <IconButton
                edge="end"
                disabled={busy}
                aria-label={translate('admin.catalog.categories.unassign', { sku: item.sku })}
                onClick={() =>
                  run(() =>
                    dataProvider.call(`categories/${category.id}/products/${encodeURIComponent(item.sku)}`, {
                      method: 'DELETE',
                    }),
                  )
                }
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText primary={item.name ?? item.sku} secondary={item.sku} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
