import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { activateTotp, configureTotp } from '../providers/auth-provider';

type Enrolment = Awaited<ReturnType<typeof configureTotp>>;

/**
 * Sets up the authenticator app: the server's QR code and secret, then the first code turns TOTP
 * on and the recovery codes are shown once, before the person goes on.
 */
export function EnrolSecondFactor({ onDone }: { onDone: () => void }) {
  const translate = useTranslate();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [otp, setOtp] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    configureTotp().then(setEnrolment, (e: Error) => setError(e.message));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setCodes((await activateTotp(otp)).recovery_codes);
    } catch (refusal) {
      setError(refusal instanceof Error ? refusal.message : String(refusal));
    } finally {
      setBusy(false);
    }
  }

  if (codes) {
    return (
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Typography>{translate('admin.login.recovery_help')}</Typography>
        <Box
          component="ul"
          aria-label={translate('admin.login.recovery_codes')}
          sx={{ fontFamily: 'monospace', columns: 2, m: 0, pl: 3 }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Button variant="contained" onClick={onDone} autoFocus>
          {translate('admin.login.continue')}
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="form" onSubmit={submit} sx={{ mt: 2 }}>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Typography sx={{ mb: 2 }}>{translate('admin.login.enrol_help')}</Typography>
      {enrolment && (
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <img src={enrolment.qr_code_url} alt={translate('admin.login.qr_alt')} width={200} height={200} />
          <Typography variant="body2" component="p">
            {translate('admin.login.secret')}:{' '}
            <Box component="code" data-testid="totp-secret" sx={{ wordBreak: 'break-all' }}>
              {enrolment.secret_code}
            </Box>
          </Typography>
        </Stack>
      )}
      <TextField
        label={translate('admin.login.otp')}
        helperText={translate('admin.login.otp_help')}
        name="otp"
        autoComplete="one-time-code"
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
        value={otp}
        onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
      />
      <Button type="submit" variant="contained" disabled={busy || !enrolment} fullWidth sx={{ mt: 2 }}>
        {translate('admin.login.verify')}
      </Button>
    </Box>
  );
}
