import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { LocalesMenuButton, useLogin, useTranslate } from 'react-admin';
import { type Credentials, SecondFactorNeeded } from '../providers/auth-provider';
import { EnrolSecondFactor } from './EnrolSecondFactor';

type Step = 'password' | 'otp' | 'enrol';

/**
 * Password first, then the authenticator app's code, as Magento's 2FA Web API asks. What was typed
 * stays in the fields when the server refuses it; the server's message is shown above them.
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [step, setStep] = useState<Step>('password');
  const [credentials, setCredentials] = useState<Credentials>({ username: '', password: '' });
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login(step === 'otp' ? { ...credentials, otp } : credentials);
    } catch (refusal) {
      if (refusal instanceof SecondFactorNeeded) {
        setStep(refusal.step);
      } else {
        setError(
          refusal instanceof Error ? translate(refusal.message, { _: refusal.message }) : String(refusal),
        );
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography component="h1" variant="h5">
              {translate(step === 'enrol' ? 'admin.login.enrol_heading' : 'admin.login.heading')}
            </Typography>
            <LocalesMenuButton />
          </Stack>
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          {step === 'enrol' ? (
            <EnrolSecondFactor
              credentials={credentials}
              onDone={(code) => {
                setOtp(code);
                setStep('otp');
              }}
              onBack={() => setStep('password')}
            />
          ) : (
            <Box component="form" onSubmit={submit} noValidate={false} sx={{ mt: 2 }}>
              {step === 'password' ? (
                <Stack spacing={2}>
                  <TextField
                    label={translate('admin.login.username')}
                    name="username"
                    autoComplete="username"
                    required
                    autoFocus
                    value={credentials.username}
                    onChange={(e) => setCredentials({ ...credentials, username: e.target.value })}
                  />
                  <TextField
                    label={translate('admin.login.password')}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    required
                    value={credentials.password}
                    onChange={(e) => setCredentials({ ...credentials, password: e.target.value })}
                  />
                </Stack>
              ) : (
                <TextField
                  label={translate('admin.login.otp')}
                  helperText={translate('admin.login.otp_help')}
                  name="otp"
                  autoComplete="one-time-code"
                  required
                  autoFocus
                  fullWidth
                  slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
                  value={otp}
                  onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
                />
              )}
              <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
                {step === 'otp' && (
                  <Button type="button" onClick={() => setStep('password')}>
                    {translate('admin.login.back')}
                  </Button>
                )}
                <Button type="submit" variant="contained" disabled={busy} fullWidth>
                  {translate(step === 'otp' ? 'admin.login.verify' : 'admin.login.submit')}
                </Button>
              </Stack>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
