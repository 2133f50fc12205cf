import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import AddIcon from '@mui/icons-material/Add';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  IconButton,
  LinearProgress,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Button, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ActionDialog } from '../orders/ActionDialog';
import type { AdminDataProvider } from '../providers/data-provider';
import { CategoryProducts } from './CategoryProducts';
import { type CategoryNode, dropTarget, isInside } from './tree';

type NameDialog = { mode: 'create'; parent: CategoryNode } | { mode: 'rename'; node: CategoryNode };

/**
 * The category tree of `GET /V1/categories`: drag a category by its handle (mouse, touch, or the
 * keyboard: Space to lift, arrows to move, Space to drop) onto another to make it its first
 * subcategory, or onto the line under one to place it after it (`PUT /V1/categories/:id/move`).
 * Every change is the server's: the tree is read again after each one.
 */
export function CategoryTree() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [root, setRoot] = useState<CategoryNode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<CategoryNode | null>(null);
  const [dialog, setDialog] = useState<NameDialog | null>(null);
  const [name, setName] = useState('');

  const reload = useCallback(async () => {
    try {
      setRoot(await dataProvider.call<CategoryNode>('categories'));
      setError(null);
    } catch (refusal) {
      setError((refusal as Error).message);
    }
  }, [dataProvider]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );

  /** One change through the API, then the tree as the server has it now. */
  async function change(work: () => Promise<unknown>) {
    setBusy(true);
    try {
      await work();
      notify('admin.catalog.categories.saved', { type: 'success' });
    } catch (refusal) {
      notify((refusal as Error).message, { type: 'error' });
    } finally {
      await reload();
      setBusy(false);
    }
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!root || !over) return;
    const id = Number(String(active.id).replace('cat:', ''));
    const target = dropTarget(root, String(over.id));
    if (!target || isInside(root, id, target.parentId) || target.afterId === id) return;
    void change(() =>
      dataProvider.call(`categories/${id}/move`, {
        method: 'PUT',
        body: { parentId: target.parentId, afterId: target.afterId },
      }),
    );
  }

  const submitName = async () => {
    if (!dialog) return;
    if (dialog.mode === 'create') {
      await dataProvider.create('categories', {
        data: { name, parent_id: dialog.parent.id, is_active: true, include_in_menu: true },
      });
    } else {
      await dataProvider.update('categories', {
        id: dialog.node.id,
        data: { name },
        previousData: { id: dialog.node.id },
      });
    }
    setDialog(null);
    await reload();
  };

  const actions: NodeActions = {
    onAdd: (parent) => {
      setName('');
      setDialog({ mode: 'create', parent });
    },
    onRename: (node) => {
      setName(node.name);
      setDialog({ mode: 'rename', node });
    },
    onToggle: (node) =>
      change(() =>
        dataProvider.update('categories', {
          id: node.id,
          data: { is_active: !node.is_active },
          previousData: { id: node.id },
        }),
      ),
    onSelect: setSelected,
    selectedId: selected?.id,
    busy,
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('admin.catalog.categories.title')} />
      <Card sx={{ flex: 2, minWidth: 0 }}>
        <CardContent>
          <Stack direction="row" sx={{ mb: 1, justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h5" component="h1">
              {translate('admin.catalog.categories.title')}
            </Typography>
            {root && (
              <Button label="admin.catalog.categories.add_top" onClick={() => actions.onAdd(root)}>
                <AddIcon />
              </Button>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary" id="category-tree-help" sx={{ mb: 2 }}>
            {translate('admin.catalog.categories.help')}
          </Typography>
          {busy && <LinearProgress aria-label={translate('admin.catalog.categories.saving')} />}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {root && (
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{
                screenReaderInstructions: { draggable: translate('admin.catalog.categories.drag_help') },
                announcements: {
                  onDragStart: () => translate('admin.catalog.categories.drag_start'),
                  onDragOver: ({ over }) => (over ? describeTarget(root, String(over.id), translate) : ''),
                  onDragEnd: ({ over }) => (over ? describeTarget(root, String(over.id), translate) : ''),
                  onDragCancel: () => translate('admin.catalog.categories.drag_cancel'),
                },
              }}
            >
              <Box component="ul" aria-label={translate('admin.catalog.categories.title')} sx={treeList}>
                <TreeNode node={root} actions={actions} isRoot />
              </Box>
            </DndContext>
          )}
        </CardContent>
      </Card>
      <Card sx={{ flex: 1, minWidth: 0 }}>
        <CardContent>
          {selected ? (
            <CategoryProducts category={selected} onChange={reload} />
          ) : (
            <Typography color="text.secondary">{translate('admin.catalog.categories.pick')}</Typography>
          )}
        </CardContent>
      </Card>
      <ActionDialog
        open={dialog !== null}
        title={translate(
          dialog?.mode === 'create' ? 'admin.catalog.categories.create' : 'admin.catalog.categories.rename',
          { parent: dialog?.mode === 'create' ? dialog.parent.name : '' },
        )}
        submitLabel={translate('ra.action.save')}
        onClose={() => setDialog(null)}
        onSubmit={submitName}
      >
        <TextField
          label={translate('admin.catalog.categories.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: 255 } }}
          sx={{ mt: 1 }}
        />
      </ActionDialog>
    </Stack>
  );
}

const treeList = { listStyle: 'none', pl: 0, m: 0 };

function describeTarget(root: CategoryNode, overId: string, translate: ReturnType<typeof useTranslate>) {
  const target = dropTarget(root, overId);
  if (!target) return '';
  return translate(
    target.afterId ? 'admin.catalog.categories.drop_after' : 'admin.catalog.categories.drop_into',
    {
      name: target.label,
    },
  );
}

interface NodeActions {
  onAdd: (parent: CategoryNode) => void;
  onRename: (node: CategoryNode) => void;
  onToggle: (node: CategoryNode) => void;
  onSelect: (node: CategoryNode) => void;
  selectedId: number | undefined;
  busy: boolean;
}

function TreeNode({ node, actions, isRoot }: { node: CategoryNode; actions: NodeActions; isRoot?: boolean }) {
  const translate = useTranslate();
  const drag = useDraggable({ id: `cat:${node.id}`, disabled: isRoot || actions.busy });
  const into = useDroppable({ id: `into:${node.id}` });
  const after = useDroppable({ id: `after:${node.id}`, disabled: isRoot });
  const style = drag.transform
    ? {
        transform: `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)`,
        zIndex: 2,
        position: 'relative' as const,
      }
    : undefined;
  return (
    <li>
      <Box ref={drag.setNodeRef} style={style}>
        <Stack
          ref={into.setNodeRef}
          direction="row"
          spacing={1}
          data-testid={`category-${node.id}`}
          sx={{
            alignItems: 'center',
            py: 0.5,
            px: 1,
            borderRadius: 1,
            outline: into.isOver ? '2px solid' : 'none',
            outlineColor: 'primary.main',
            bgcolor:
              actions.selectedId === node.id
                ? 'action.selected'
                : drag.isDragging
                  ? 'action.hover'
                  : undefined,
          }}
        >
          {!isRoot && (
            <IconButton
              size="small"
              {...drag.listeners}
              {...drag.attributes}
              aria-describedby="category-tree-help"
              aria-label={translate('admin.catalog.categories.drag', { name: node.name })}
              sx={{ cursor: 'grab' }}
            >
              <DragIndicatorIcon fontSize="small" />
            </IconButton>
          )}
          <Box
            component="button"
            type="button"
            onClick={() => actions.onSelect(node)}
            aria-pressed={actions.selectedId === node.id}
            sx={{
              all: 'unset',
              cursor: 'pointer',
              fontWeight: isRoot ? 600 : 400,
              color: node.is_active ? 'text.primary' : 'text.secondary',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            {node.name}
          </Box>
          <Chip
            size="small"
            label={translate('admin.catalog.categories.count', { smart_count: node.product_count })}
          />
          {!node.is_active && (
            <Chip size="small" color="warning" label={translate('admin.catalog.categories.inactive')} />
          )}
          <Box sx={{ flex: 1 }} />
          {!isRoot && (
            <FormControlLabel
              control={
                <Switch
                  size="small"
                  checked={node.is_active}
                  disabled={actions.busy}
                  onChange={() => actions.onToggle(node)}
                  slotProps={{
                    input: {
                      'aria-label': translate('admin.catalog.categories.active_of', { name: node.name }),
                    },
                  }}
                />
              }
              label={translate('admin.catalog.categories.active')}
            />
          )}
          <IconButton
            size="small"
            onClick={() => actions.onRename(node)}
            aria-label={translate('admin.catalog.categories.rename_of', { name: node.name })}
          >
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            onClick={() => actions.onAdd(node)}
            aria-label={translate('admin.catalog.categories.add_under', { name: node.name })}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        </Stack>
        {!isRoot && (
          <Box
            ref={after.setNodeRef}
            aria-hidden
            sx={{ height: 6, mx: 1, borderRadius: 1, bgcolor: after.isOver ? 'primary.main' : 'transparent' }}
          />
        )}
        {node.children_data.length > 0 && (
          <Box component="ul" sx={{ ...treeList, pl: 3 }}>
            {node.children_data.map((child) => (
              <TreeNode key={child.id} node={child} actions={actions} />
            ))}
          </Box>
        )}
      </Box>
    </li>
  );
}
