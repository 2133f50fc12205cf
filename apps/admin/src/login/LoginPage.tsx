import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { LocalesMenuButton, useLogin, useTranslate } from 'react-admin';
import { changePassword, keepToken, loadMe, NextStepNeeded, requestToken } from '../providers/auth-provider';
import { tokenStore } from '../providers/http';
import { EnrolSecondFactor } from './EnrolSecondFactor';

type Step = 'password' | 'change' | 'otp' | 'enrol';

const HEADINGS: Record<Step, string> = {
  password: 'admin.login.heading',
  change: 'admin.login.new_password',
  otp: 'admin.login.heading',
  enrol: 'admin.login.enrol_heading',
};

/**
 * Password, then the authenticator app's code, as Magento's 2FA Web API asks; on the first sign-in
 * the one-time password is replaced and the authenticator app set up before anything else. What
 * was typed stays in the fields when the server refuses it; the server's message is shown above.
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [step, setStep] = useState<Step>('password');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** A token in hand: staff users without a second factor set one up first. */
  async function signedIn(token: string) {
    keepToken(token);
    const me = await loadMe();
    if (me.type === 'staff' && me.user && !me.user.tfa_enabled) {
      setStep('enrol');
      return;
    }
    await login({ token });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (step === 'change') {
        await changePassword({ username, currentPassword: password, newPassword });
        setPassword(newPassword);
        setNewPassword('');
        await signedIn(await requestToken({ username, password: newPassword }));
      } else {
        await signedIn(await requestToken({ username, password, ...(step === 'otp' ? { otp } : {}) }));
      }
    } catch (refusal) {
      tokenStore.clear();
      if (refusal instanceof NextStepNeeded) {
        setStep(refusal.step === 'otp' ? 'otp' : 'change');
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
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography component="h1" variant="h5">
              {translate(HEADINGS[step])}
            </Typography>
            <LocalesMenuButton />
          </Stack>
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          {step === 'enrol' ? (
            <EnrolSecondFactor onDone={() => login({ token: tokenStore.get() ?? '' })} />
          ) : (
            <Box component="form" onSubmit={submit} sx={{ mt: 2 }}>
              {step === 'password' && (
                <Stack spacing={2}>
                  <TextField
                    label={translate('admin.login.username')}
                    name="username"
                    type="email"
                    autoComplete="username"
                    required
                    autoFocus
                    value={username}
                    onChange={(e) => setUsername(e.target.value)}
                  />
                  <TextField
                    label={translate('admin.login.password')}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    required
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                </Stack>
              )}
              {step === 'change' && (
                <TextField
                  label={translate('admin.login.new_password')}
                  helperText={translate('admin.login.new_password_help')}
                  name="new-password"
                  type="password"
                  autoComplete="new-password"
                  required
                  autoFocus
                  fullWidth
                  value={newPassword}
                  onChange={(e) => setNewPassword(e.target.value)}
                />
              )}
              {step === 'otp' && (
                <TextField
                  label={translate('admin.login.otp')}
                  helperText={translate('admin.login.otp_help')}
                  name="otp"
                  autoComplete="one-time-code"
                  required
                  autoFocus
                  fullWidth
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16 } }}
                  value={otp}
                  onChange={(e) => setOtp(e.target.value.trim())}
                />
              )}
              <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
                {step !== 'password' && (
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
