import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';

/**
 * A dialog whose form calls one server action. On a refusal the dialog stays open with what was
 * typed and shows the server's message; on success it closes and the page reloads the record.
 */
export function ActionDialog({
  open,
  title,
  submitLabel,
  onClose,
  onSubmit,
  onRefusal,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: () => Promise<unknown>;
  /** Puts a refusal beside its field; true when it did (no message on top then). */
  onRefusal?: (refusal: unknown) => boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit();
      notify('admin.orders.actions.done', { type: 'success' });
      onClose();
      refresh();
    } catch (refusal) {
      if (!onRefusal?.(refusal)) setError(refusal instanceof Error ? refusal.message : String(refusal));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          {/* Sentence case: "Voltar" beside "Cancelar pedido" must not read as two cancels. */}
          <Button type="button" onClick={onClose} disabled={busy} sx={{ textTransform: 'none' }}>
            {translate('admin.orders.actions.back')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} sx={{ textTransform: 'none' }}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
