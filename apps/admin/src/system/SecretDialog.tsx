import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A secret the server answers once (one-time password, access token): shown until dismissed,
 * with a button that copies it (to hand it to a colleague without typing it out).
 */
export function SecretDialog({
  secret,
  label,
  onClose,
}: {
  secret: string | null;
  label: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const close = () => {
    setCopied(null);
    onClose();
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text stays selectable.
      setCopied('no');
    }
  };
  return (
    <Dialog open={secret !== null} onClose={close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{label}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('admin.system.shown_once')}</DialogContentText>
        <DialogContentText
          component="code"
          data-testid="secret"
          sx={{ display: 'block', mt: 2, fontSize: '1.1rem', wordBreak: 'break-all', userSelect: 'all' }}
        >
          {secret}
        </DialogContentText>
        <DialogContentText role="status" sx={{ mt: 1, minHeight: '1.5em' }}>
          {copied === 'yes' && translate('admin.system.copied')}
          {copied === 'no' && translate('admin.system.copy_failed')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={copy} variant="outlined">
          {translate('admin.system.copy')}
        </Button>
        <Button onClick={close} variant="contained" autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
