import {
  Alert,
  Box,
  Button,
  Grid,
  ListItem,
  ListItemText,
  MenuItem,
  List as MuiList,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  Link,
  Show,
  useCreatePath,
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { formatDateTime } from '../lib/format';
import { Section } from '../lib/Section';
import { saveFile } from '../lib/save-file';
import type { AdminDataProvider } from '../providers/data-provider';
import { restBlob } from '../providers/http';
import { can, type Permissions, SCREEN_RESOURCES as R } from '../providers/permissions';
import { RequestStatusChip } from './RequestList';
import { ReturnRefund } from './ReturnRefund';
import { type Attachment, isImage, nextStatuses, requestFields, type StoreRequest } from './request-fields';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A return photo, fetched with the staff token (the route is permission-checked) and shown. */
function Photo({ attachment }: { attachment: Attachment }) {
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let current = true;
    restBlob(attachment.url)
      .then((blob) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch((failure: unknown) => current && setError(messageOf(failure)));
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [attachment.url]);
  if (error) return <Alert severity="error">{error}</Alert>;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      {src ? (
        <Box
          component="img"
          src={src}
          alt={attachment.name}
          sx={{ maxWidth: '100%', maxHeight: 320, borderRadius: 1, display: 'block' }}
        />
      ) : (
        <Box sx={{ width: 240, height: 160, bgcolor: 'action.hover', borderRadius: 1 }} />
      )}
      <Typography component="figcaption" variant="body2" color="text.secondary">
        {attachment.name}
      </Typography>
    </Box>
  );
}

/** A file to download (the invoice PDF, a CV): fetched with the token, saved under its own name. */
function Download({ attachment }: { attachment: Attachment }) {
  const translate = useTranslate();
  const notify = useNotify();
  async function save() {
    try {
      saveFile(await restBlob(attachment.url), attachment.name);
    } catch (failure) {
      notify(messageOf(failure), { type: 'error' });
    }
  }
  return (
    <Button variant="outlined" onClick={save}>
      {translate('admin.requests.download', { name: attachment.name })} (
      {Math.max(1, Math.round(attachment.size_bytes / 1024))} KB)
    </Button>
  );
}

/** Moves the request to one of the statuses the server allows from the current one. */
function StatusForm({ request }: { request: StoreRequest }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const choices = nextStatuses(request.status);
  const [status, setStatus] = useState<string>(choices[0] ?? '');
  const [note, setNote] = useState(request.staff_note ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (choices.length === 0) {
    return (
      <Typography>
        {translate('admin.requests.final', { date: formatDateTime(request.resolved_at) })}
      </Typography>
    );
  }
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await dataProvider.call(`escritorio/requests/${encodeURIComponent(request.protocol)}/status`, {
        method: 'PUT',
        body: { status, ...(note.trim() ? { note: note.trim() } : {}) },
      });
      notify('admin.requests.status_changed', { type: 'success' });
      refresh();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        select
        label={translate('admin.requests.new_status')}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
      >
        {choices.map((id) => (
          <MenuItem key={id} value={id}>
            {translate(`admin.requests.status.${id}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate('admin.requests.note')}
        helperText={translate('admin.requests.note_help')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
      <Box>
        <Button type="submit" variant="outlined" disabled={busy}>
          {translate('admin.requests.change_status')}
        </Button>
      </Box>
    </Stack>
  );
}

/** The reply e-mailed to the requester; what was typed stays when the server refuses it. */
function ReplyForm({ request }: { request: StoreRequest }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (nextStatuses(request.status).length === 0) return null;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(translate('admin.requests.reply_required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await dataProvider.call(`escritorio/requests/${encodeURIComponent(request.protocol)}/reply`, {
        method: 'POST',
        body: { reply: text },
      });
      setText('');
      notify('admin.requests.replied', { type: 'success', messageArgs: { email: request.email } });
      refresh();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack component="form" spacing={2} onSubmit={submit} sx={{ mt: 2 }}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label={translate('admin.requests.reply', { email: request.email })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: 10000 } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('admin.requests.send_reply')}
        </Button>
      </Box>
    </Stack>
  );
}

function RequestDetails() {
  const request = useRecordContext<StoreRequest>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { permissions } = usePermissions<Permissions>();
  const headingId = useId();
  if (!request) return null;
  const attachments = request.attachments ?? [];
  const photos = attachments.filter(isImage);
  const files = attachments.filter((a) => !isImage(a));
  const replies = request.replies ?? [];
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h1" variant="h5" id={headingId}>
          {translate(`admin.requests.type.${request.type}`)} {request.protocol}
        </Typography>
        <RequestStatusChip status={request.status} />
        <Typography color="text.secondary">{formatDateTime(request.created_at)}</Typography>
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Section title={translate('admin.requests.fields')}>
            <Table size="small" aria-labelledby={headingId}>
              <TableBody>
                {requestFields(request).map(({ field, text }) => (
                  <TableRow key={field}>
                    <TableCell component="th" scope="row" sx={{ width: '30%' }}>
                      {translate(`resources.requests.fields.${field}`, { _: field })}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-line' }}>
                      {field === 'order_number' && request.order && can(permissions, R.orders) ? (
                        <Link
                          to={createPath({ resource: 'orders', id: request.order.entity_id, type: 'show' })}
                        >
                          {text}
                        </Link>
                      ) : (
                        text
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Section title={translate('admin.requests.status_heading')}>
            <StatusForm key={request.status} request={request} />
          </Section>
        </Grid>
        {request.type === 'return' && (
          <Grid size={12}>
            <Section title={translate('admin.requests.refund_heading')}>
              <ReturnRefund request={request} />
            </Section>
          </Grid>
        )}
        {attachments.length > 0 && (
          <Grid size={12}>
            <Section title={translate('admin.requests.attachments')}>
              <Stack
                direction="row"
                spacing={2}
                useFlexGap
                sx={{ flexWrap: 'wrap', mb: files.length ? 2 : 0 }}
              >
                {photos.map((a) => (
                  <Photo key={a.id} attachment={a} />
                ))}
              </Stack>
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {files.map((a) => (
                  <Download key={a.id} attachment={a} />
                ))}
              </Stack>
            </Section>
          </Grid>
        )}
        <Grid size={12}>
          <Section title={translate('admin.requests.replies')}>
            {replies.length === 0 ? (
              <Typography>{translate('admin.requests.no_replies')}</Typography>
            ) : (
              <MuiList dense disablePadding>
                {replies.map((reply) => (
                  <ListItem key={`${reply.replied_at}-${reply.reply.slice(0, 20)}`} disableGutters>
                    <ListItemText
                      primary={reply.reply}
                      secondary={`${formatDateTime(reply.replied_at)} · ${reply.replied_by}`}
                      slotProps={{ primary: { sx: { whiteSpace: 'pre-line' } } }}
                    />
                  </ListItem>
                ))}
              </MuiList>
            )}
            <ReplyForm request={request} />
          </Section>
        </Grid>
      </Grid>
    </Box>
  );
}

function RequestTitle() {
  const request = useRecordContext<StoreRequest>();
  const translate = useTranslate();
  return (
    <span>{request ? `${translate(`admin.requests.type.${request.type}`)} ${request.protocol}` : ''}</span>
  );
}

export function RequestShow() {
  return (
    <Show actions={false} title={<RequestTitle />}>
      <RequestDetails />
    </Show>
  );
}
