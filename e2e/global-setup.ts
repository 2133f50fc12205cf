import { startMailSink } from './mail';

// One SMTP server for the whole run, whichever worker's journey makes the store send mail.
export default async function globalSetup() {
  return await startMailSink();
}
