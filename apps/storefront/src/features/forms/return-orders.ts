/** GET /requests/return/orders: the logged-in customer's orders for the return form (newest first). */
export interface ReturnOrder {
  number: string;
  created_at: string;
  status: string;
  delivered_at: string | null;
  /** Last day to ask for a return (YYYY-MM-DD, São Paulo), null before delivery. */
  return_deadline: string | null;
  can_return: boolean;
  items: Array<{ sku: string; name: string }>;
}

/** `2026-11-15` → `15/11/2026` (the form's and the server's date format). */
export function brazilianDate(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  return year && month && day ? `${day}/${month}/${year}` : isoDay;
}
