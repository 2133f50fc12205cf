import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import UploadIcon from '@mui/icons-material/Upload';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardMedia,
  Chip,
  IconButton,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type ChangeEvent, useCallback, useEffect, useId, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../providers/data-provider';
import { fileToBase64, type GalleryEntry, movedPositions } from './gallery';

/** Pictures the server accepts (media.ts): JPG, PNG, GIF or WebP up to 10 MB. */
const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

/**
 * A product's gallery through Magento's media routes: upload (base64, `POST …/media`), label and
 * position (`PUT …/media/:id`), drag to reorder (mouse or keyboard), delete. Each change is sent
 * at once; the gallery is then read back from the server.
 */
export function ProductImages({ sku }: { sku: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [entries, setEntries] = useState<GalleryEntry[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const path = `products/${encodeURIComponent(sku)}/media`;

  const load = useCallback(async () => {
    setEntries((await dataProvider.call<GalleryEntry[]>(path)) ?? []);
  }, [dataProvider, path]);
  useEffect(() => {
    load().catch((refusal) => setError((refusal as Error).message));
  }, [load]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  /** Runs the calls one after another with progress; the first refusal stops and is shown. */
  async function run(calls: (() => Promise<unknown>)[]) {
    setError(null);
    setProgress({ done: 0, total: calls.length });
    try {
      for (const [i, call] of calls.entries()) {
        await call();
        setProgress({ done: i + 1, total: calls.length });
      }
      notify('admin.catalog.images.saved', { type: 'success' });
    } catch (refusal) {
      setError((refusal as Error).message);
    } finally {
      setProgress(null);
      await load().catch(() => undefined);
    }
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const last = entries.reduce((max, e) => Math.max(max, e.position), 0);
    await run(
      files.map((file, i) => async () => {
        const base64 = await fileToBase64(file);
        await dataProvider.call(path, {
          method: 'POST',
          body: {
            entry: {
              media_type: 'image',
              label: '',
              position: last + i + 1,
              disabled: false,
              types: [],
              content: { base64_encoded_data: base64, type: file.type, name: file.name },
            },
          },
        });
      }),
    );
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = entries.findIndex((e) => e.id === active.id);
    const to = entries.findIndex((e) => e.id === over.id);
    const order = arrayMove(entries, from, to);
    setEntries(order);
    void run(
      movedPositions(order).map(
        ({ id, position }) =>
          () =>
            dataProvider.call(`${path}/${id}`, { method: 'PUT', body: { entry: { id, position } } }),
      ),
    );
  }

  const saveLabel = (entry: GalleryEntry, label: string) =>
    label === (entry.label ?? '')
      ? undefined
      : run([
          () =>
            dataProvider.call(`${path}/${entry.id}`, {
              method: 'PUT',
              body: { entry: { id: entry.id, label } },
            }),
        ]);

  const remove = (entry: GalleryEntry) =>
    run([() => dataProvider.call(`${path}/${entry.id}`, { method: 'DELETE' })]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" id={`${inputId}-help`} sx={{ mb: 1 }}>
        {translate('admin.catalog.images.help')}
      </Typography>
      <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={progress !== null}>
        {translate('admin.catalog.images.upload')}
        <input
          hidden
          type="file"
          accept={ACCEPT}
          multiple
          aria-label={translate('admin.catalog.images.upload')}
          onChange={upload}
        />
      </Button>
      {progress && (
        <Box sx={{ my: 1 }}>
          <LinearProgress
            variant="determinate"
            value={(progress.done / Math.max(progress.total, 1)) * 100}
            aria-label={translate('admin.catalog.images.progress')}
          />
          <Typography variant="caption">
            {translate('admin.catalog.progress', { done: progress.done, total: progress.total })}
          </Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      {entries.length === 0 && !progress && (
        <Typography sx={{ mt: 1 }}>{translate('admin.catalog.images.none')}</Typography>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={entries.map((e) => e.id)} strategy={rectSortingStrategy}>
          <Box
            component="ol"
            aria-label={translate('admin.catalog.images.title')}
            sx={{ listStyle: 'none', p: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}
          >
            {entries.map((entry, index) => (
              <SortableImage
                key={entry.id}
                entry={entry}
                index={index}
                helpId={`${inputId}-help`}
                onLabel={saveLabel}
                onRemove={remove}
                busy={progress !== null}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
    </Box>
  );
}

function SortableImage({
  entry,
  index,
  helpId,
  onLabel,
  onRemove,
  busy,
}: {
  entry: GalleryEntry;
  index: number;
  helpId: string;
  onLabel: (entry: GalleryEntry, label: string) => void;
  onRemove: (entry: GalleryEntry) => void;
  busy: boolean;
}) {
  const translate = useTranslate();
  const sortable = useSortable({ id: entry.id, disabled: busy });
  const [label, setLabel] = useState(entry.label ?? '');
  useEffect(() => setLabel(entry.label ?? ''), [entry.label]);
  const name = translate('admin.catalog.images.image_n', { n: index + 1 });
  return (
    <Card
      component="li"
      ref={sortable.setNodeRef}
      data-testid="gallery-entry"
      style={{
        transform: sortable.transform
          ? `translate3d(${sortable.transform.x}px, ${sortable.transform.y}px, 0)`
          : undefined,
        transition: sortable.transition,
        zIndex: sortable.isDragging ? 2 : undefined,
      }}
      sx={{ width: 200 }}
    >
      <CardMedia
        component="img"
        height={248}
        image={`/media/catalog/product/cache/216x268${entry.file}`}
        alt={entry.label || name}
      />
      <CardActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <IconButton
            size="small"
            {...sortable.attributes}
            {...sortable.listeners}
            aria-describedby={helpId}
            aria-label={translate('admin.catalog.images.drag', { name })}
            sx={{ cursor: 'grab' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
          {index === 0 && (
            <Chip size="small" color="primary" label={translate('admin.catalog.images.main')} />
          )}
          <IconButton
            size="small"
            disabled={busy}
            onClick={() => onRemove(entry)}
            aria-label={translate('admin.catalog.images.delete', { name })}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
        <TextField
          size="small"
          label={translate('admin.catalog.images.label_of', { name })}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          onBlur={() => onLabel(entry, label)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onLabel(entry, label);
            }
          }}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
      </CardActions>
    </Card>
  );
}
