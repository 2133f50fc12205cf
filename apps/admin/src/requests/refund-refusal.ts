import { HttpError } from 'react-admin';
import { screenLanguage } from '../i18n/i18n-provider';
import { errorMessage, type MagentoErrorBody } from '../providers/http';
import type { Language } from '../providers/server-text';

/** The server's refusal of a return whose status allows no refund (requests/return-refund.ts). */
const NOT_REFUNDABLE = 'The return %1 is %2 and cannot be refunded.';

/**
 * A refusal of a return's refund in the screen's language: the catalogue of server messages'
 * words, as the HttpError carries them. The status the server names by its code (`%2`) is said
 * with the label the screens show for it (`statusLabel`).
 */
export function refundRefusal(
  error: unknown,
  statusLabel: (status: string) => string,
  language: Language = screenLanguage(),
): string {
  if (error instanceof HttpError) {
    const body = error.body as MagentoErrorBody | undefined;
    if (body?.message === NOT_REFUNDABLE && Array.isArray(body.parameters)) {
      const [protocol, status] = body.parameters;
      const parameters = [protocol, status === undefined ? '' : statusLabel(String(status))];
      return errorMessage({ ...body, parameters }, error.status, language);
    }
  }
  return error instanceof Error ? error.message : String(error);
}
