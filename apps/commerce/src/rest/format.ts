/** Magento's timestamp text: `YYYY-MM-DD HH:MM:SS` in UTC (reference/magento/rest.md §2.4). */
export function magentoDate(iso: string): string;
export function magentoDate(iso: string | null | undefined): string | undefined;
export function magentoDate(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 19).replace('T', ' ');
}
