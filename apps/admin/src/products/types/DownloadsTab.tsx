import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, useCallback, useId, useState } from 'react';

import { formatMoney } from '../../lib/format';
import { ScrollRegion } from '../../lib/ScrollRegion';
import { typedNumber } from '../../lib/typed-number';
import type { AdminDataProvider } from '../../providers/data-provider';
import { fileToBase64 } from '../gallery';
import { newSortOrders } from './downloads';
import { typeTab } from './type-tab';
import { useTypeCalls } from './use-type-calls';

/** Magento's LinkInterface as GET …/downloadable-links answers it. */
export interface DownloadLink {
  id: number;
  title: string;
  price: number;
  sort_order: number;
  link_type: 'url' | 'file';
  link_url?: string;
  link_file?: string;
  sample_url?: string;
}

/** What the server takes as a link's file (product-types-downloadable.ts, LINK_FILE_TYPES). */
const ACCEPT = '.pdf,.docx,.doc,.jpg,.jpeg,.png,.webp';
const EMPTY = { title: '', price: '', type: 'file' as 'file' | 'url', url: '', sample: '' };
const enc = encodeURIComponent;

/** The "Arquivos para download" tab of a downloadable product. */
export const DownloadsTab = typeTab('downloadable', Downloads);

/**
 * A downloadable product's links (Magento's downloadable-links routes): each with its title, the
 * price it adds and what it delivers, a file sent here (kept private by the server) or an
 * address; moved up or down, removed, or added one at a time.
 */
function Downloads({ sku }: { sku: string }) {
  const path = `products/${enc(sku)}/downloadable-links`;
  const read = useCallback((dp: AdminDataProvider) => dp.call<DownloadLink[]>(path), [path]);
  const { data, busy, run, errorOf, generalError, translate } = useTypeCalls(read);
  const [draft, setDraft] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after an accepted add.
  const [fileKey, setFileKey] = useState(0);
  const typeLabel = useId();
  const t = (key: string, options?: object) => translate(`admin.product_types.downloads.${key}`, options);

  const add = async () => {
    const accepted = await run('add', async (dp) => {
      const link = {
        title: draft.title.trim(),
        price: typedNumber(draft.price) ?? '',
        link_type: draft.type,
        ...(draft.type === 'url'
          ? { link_url: draft.url.trim() }
          : file && { link_file_content: { file_data: await fileToBase64(file), name: file.name } }),
        ...(draft.sample.trim() && { sample_type: 'url', sample_url: draft.sample.trim() }),
      };
      await dp.call(path, { method: 'POST', body: { link } });
    });
    if (accepted) {
      setDraft(EMPTY);
      setFile(null);
      setFileKey((k) => k + 1);
    }
  };
  const move = (from: number, to: number) =>
    run('grid', async (dp) => {
      for (const change of newSortOrders(data ?? [], from, to)) {
        await dp.call(`${path}/${change.id}`, {
          method: 'PUT',
          body: { link: { sort_order: change.sort_order } },
        });
      }
    });
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void add();
  };
  const field = (key: 'title' | 'price' | 'url' | 'sample', label: string, server: string, width = 220) => (
    <TextField
      size="small"
      label={label}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      onKeyDown={onEnter}
      error={!!errorOf('add', server)}
      helperText={errorOf('add', server) ?? (key === 'price' ? t('price_help') : undefined)}
      sx={{ width }}
    />
  );

  if (!data) return <Typography>{generalError('load', []) ?? translate('ra.page.loading')}</Typography>;
  const fields = ['title', 'price', 'link_url', 'link_file', 'link_type', 'sample_url'];
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <ScrollRegion label={t('tab')}>
        <Table size="small" aria-label={t('tab')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('order')}</TableCell>
              <TableCell>{t('title')}</TableCell>
              <TableCell align="right">{translate('admin.product_types.price')}</TableCell>
              <TableCell>{t('delivers')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{t('none')}</TableCell>
              </TableRow>
            )}
            {data.map((link, index) => (
              <TableRow key={link.id}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{link.title}</TableCell>
                <TableCell align="right">{formatMoney(link.price)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>
                  {link.link_type === 'url'
                    ? (link.link_url ?? '—')
                    : link.link_file
                      ? t('private_file', { name: link.link_file })
                      : '—'}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    disabled={busy || index === 0}
                    aria-label={t('up_of', { title: link.title })}
                    onClick={() => void move(index, index - 1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    disabled={busy || index === data.length - 1}
                    aria-label={t('down_of', { title: link.title })}
                    onClick={() => void move(index, index + 1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                  <IconButton
                    disabled={busy}
                    aria-label={t('remove_of', { title: link.title })}
                    onClick={() =>
                      void run('grid', (dp) =>
                        dp.call(`products/downloadable-links/${link.id}`, { method: 'DELETE' }),
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
          {t('add')}
        </Typography>
        {generalError('add', fields) && <Alert severity="error">{generalError('add', fields)}</Alert>}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          {field('title', t('title'), 'title', 260)}
          {field('price', translate('admin.product_types.price'), 'price', 140)}
        </Stack>
        <FormControl error={!!errorOf('add', 'link_type')}>
          <FormLabel id={typeLabel}>{t('link_type')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={typeLabel}
            value={draft.type}
            onChange={(e) => setDraft({ ...draft, type: e.target.value as 'file' | 'url' })}
          >
            <FormControlLabel value="file" control={<Radio />} label={t('type_file')} />
            <FormControlLabel value="url" control={<Radio />} label={t('type_url')} />
          </RadioGroup>
          {errorOf('add', 'link_type') && <FormHelperText>{errorOf('add', 'link_type')}</FormHelperText>}
        </FormControl>
        {draft.type === 'url' ? (
          field('url', t('link_url'), 'link_url', 420)
        ) : (
          <FormControl error={!!errorOf('add', 'link_file')}>
            <FormLabel>
              {t('link_file')}
              <input
                key={fileKey}
                type="file"
                accept={ACCEPT}
                style={{ display: 'block', marginTop: 4 }}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </FormLabel>
            {errorOf('add', 'link_file') && <FormHelperText>{errorOf('add', 'link_file')}</FormHelperText>}
          </FormControl>
        )}
        {field('sample', t('sample_url'), 'sample_url', 420)}
        <div>
          <Button variant="contained" disabled={busy || !draft.title.trim()} onClick={() => void add()}>
            {t('add_button')}
          </Button>
        </div>
      </Stack>
    </Stack>
  );
}
