import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

/** A secret the server answers once (one-time password, access token): shown until dismissed. */
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
  return (
    <Dialog open={secret !== null} onClose={onClose} aria-labelledby={titleId}>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
