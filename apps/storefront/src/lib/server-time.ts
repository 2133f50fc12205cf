/**
 * A date-time as the commerce server writes it in Magento's fields (`order_date`, a timeline
 * event's `date`, a download's `date`): "2026-11-29 16:05:00", in UTC without saying so.
 */
export function serverTime(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}Z`);
}
