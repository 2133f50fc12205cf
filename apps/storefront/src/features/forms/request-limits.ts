import type { RequestSettings } from './use-request-settings';

/**
 * The file rules a form applies before sending. They come from GET /requests/settings; until it
 * answers (or if it cannot), types fall back to the ones documented for the endpoints and sizes
 * are left to the server, which checks everything again.
 */
export function fileLimits(settings: RequestSettings | undefined) {
  return {
    maxBytes: settings?.upload_max_bytes ?? Number.POSITIVE_INFINITY,
    cvMaxBytes: settings?.cv_max_bytes ?? Number.POSITIVE_INFINITY,
    invoiceTypes: settings?.invoice_types ?? ['application/pdf', 'image/jpeg', 'image/png'],
    photoTypes: settings?.photo_types ?? ['image/jpeg', 'image/png', 'image/webp'],
    cvTypes: settings?.cv_types ?? [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    maxPhotos: settings?.max_photos ?? 5,
    deadlineDays: settings?.return_deadline_days,
  };
}
