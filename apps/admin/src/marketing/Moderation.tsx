import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button as MuiButton, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import {
  Button,
  Datagrid,
  FunctionField,
  SearchInput,
  SelectInput,
  TextField,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { formatDateTime } from '../lib/format';
import { List } from '../lib/List';
import { storeViewName } from '../lib/labels';
import { useRowSelectionLabels } from '../lib/row-selection-labels';
import type { AdminDataProvider } from '../providers/data-provider';

/**
 * The moderation queues (reviews, blog posts): pending first (the default filter), approve or
 * reject one or several. The server moderates (and updates the product page or the blog at once);
 * the screen sends one call per item and says how many the server accepted.
 */

type Queue = 'reviews' | 'blog-posts';
type Decision = 'approve' | 'reject';

const ACTION_PATH: Record<Queue, (id: string, decision: Decision) => string> = {
  reviews: (id, decision) => `escritorio/reviews/${id}/${decision}`,
  'blog-posts': (id, decision) => `escritorio/blog/posts/${id}/${decision}`,
};

function useModerate(queue: Queue) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const moderate = async (ids: (string | number)[], decision: Decision) => {
    setBusy(true);
    let done = 0;
    let failure: string | undefined;
    for (const id of ids) {
      try {
        await dataProvider.call(ACTION_PATH[queue](encodeURIComponent(String(id)), decision), {
          method: 'POST',
        });
        done += 1;
      } catch (error) {
        failure = (error as Error).message;
      }
    }
    setBusy(false);
    refresh();
    if (failure) notify('admin.moderation.partly_done', { type: 'error', messageArgs: { done, failure } });
    else notify(`admin.moderation.done_${decision}`, { type: 'info', messageArgs: { smart_count: done } });
    return done;
  };
  return { moderate, busy };
}

function RowActions({ queue }: { queue: Queue }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { moderate, busy } = useModerate(queue);
  if (!record) return null;
  const pending = record.status === 'pending';
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      {record.status !== 'approved' && record.status !== 'published' && (
        <MuiButton
          size="small"
          startIcon={<CheckIcon />}
          disabled={busy}
          onClick={() => moderate([record.id], 'approve')}
        >
          {translate('admin.moderation.approve')}
        </MuiButton>
      )}
      {(pending || record.status === 'approved' || record.status === 'published') && (
        <MuiButton
          size="small"
          color="warning"
          startIcon={<CloseIcon />}
          disabled={busy}
          onClick={() => moderate([record.id], 'reject')}
        >
          {translate('admin.moderation.reject')}
        </MuiButton>
      )}
    </Stack>
  );
}

function BulkActions({ queue }: { queue: Queue }) {
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll(queue);
  const { moderate, busy } = useModerate(queue);
  const run = async (decision: Decision) => {
    await moderate(selectedIds, decision);
    unselectAll();
  };
  return (
    <>
      <Button label="admin.moderation.approve_selected" disabled={busy} onClick={() => run('approve')}>
        <CheckIcon />
      </Button>
      <Button label="admin.moderation.reject_selected" disabled={busy} onClick={() => run('reject')}>
        <CloseIcon />
      </Button>
    </>
  );
}

function useStatusChoices(statuses: string[]) {
  const translate = useTranslate();
  return statuses.map((id) => ({ id, name: translate(`admin.moderation.status.${id}`) }));
}

function StatusField() {
  const translate = useTranslate();
  return (
    <FunctionField
      source="status"
      render={(r) => translate(`admin.moderation.status.${r.status}`, { _: r.status })}
    />
  );
}

/** A moderation queue: pending first, oldest first; each row or a selection approved or rejected. */
function ModerationQueue({
  queue,
  statuses,
  children,
}: {
  queue: Queue;
  statuses: string[];
  children: ReactNode;
}) {
  useRowSelectionLabels();
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="status" source="status" alwaysOn choices={useStatusChoices(statuses)} />,
      ]}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'created_at', order: 'ASC' }}
      exporter={false}
    >
      <Datagrid bulkActionButtons={<BulkActions queue={queue} />} rowClick={false}>
        <FunctionField source="created_at" render={(r) => formatDateTime(r.created_at)} />
        {children}
        <StatusField />
        <RowActions queue={queue} />
      </Datagrid>
    </List>
  );
}

/** A store view by its name (the column's header comes from `source`). */
function StoreViewField({ source }: { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? storeViewName(translate, String(record[source] ?? '')) : null;
}

export function ReviewList() {
  return (
    <ModerationQueue queue="reviews" statuses={['pending', 'approved', 'rejected']}>
      <TextField source="sku" />
      <TextField source="nickname" />
      <TextField source="summary" sortable={false} />
      <TextField source="text" sortable={false} />
      <StoreViewField source="store_code" />
    </ModerationQueue>
  );
}

export function BlogPostList() {
  return (
    <ModerationQueue queue="blog-posts" statuses={['pending', 'published', 'rejected']}>
      <TextField source="title" sortable={false} />
      <TextField source="author_name" />
      <TextField source="locale" />
      <TextField source="excerpt" sortable={false} />
    </ModerationQueue>
  );
}
