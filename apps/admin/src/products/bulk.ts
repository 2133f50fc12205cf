import { type Language, translateMessage } from '../providers/server-text';

/** A SKU the server refused during a bulk action, with the server's message. */
export interface BulkFailure {
  sku: string;
  message: string;
}

export interface BulkReport {
  total: number;
  done: number;
  failed: BulkFailure[];
}

/**
 * Runs a bulk action over `skus` in batches of `size`: `send` applies a batch and answers the SKUs
 * the server refused (Magento's partial-success routes). A batch refused whole (one transaction,
 * one bad SKU) is retried SKU by SKU, so the report names exactly the SKUs that failed and the
 * others are applied. `onProgress` hears how many SKUs are through.
 */
export async function runInBatches(
  skus: string[],
  size: number,
  send: (batch: string[]) => Promise<BulkFailure[]>,
  onProgress: (report: BulkReport) => void = () => undefined,
): Promise<BulkReport> {
  const report: BulkReport = { total: skus.length, done: 0, failed: [] };
  const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
  for (let i = 0; i < skus.length; i += size) {
    const batch = skus.slice(i, i + size);
    try {
      report.failed.push(...(await send(batch)));
    } catch (error) {
      if (batch.length === 1) report.failed.push({ sku: batch[0]!, message: messageOf(error) });
      else {
        for (const sku of batch) {
          try {
            report.failed.push(...(await send([sku])));
          } catch (single) {
            report.failed.push({ sku, message: messageOf(single) });
          }
        }
      }
    }
    report.done += batch.length;
    onProgress({ ...report, failed: [...report.failed] });
  }
  return report;
}

/** A price changed by a percentage, to the cent (half up). */
export function changedPrice(price: number, percent: number): number {
  // In cents first: 19.9 * 85 is 1691.4999… in binary floating point, 1990 * 85 / 100 is 1691.5.
  return Math.round((Math.round(price * 100) * (100 + percent)) / 100) / 100;
}

/** Magento's failed rows of `POST /V1/products/base-prices` (`Invalid attribute %fieldName = %fieldValue.`). */
export interface PriceFailure {
  message: string;
  parameters: string[];
}

/** The operator's names of the fields the price routes refuse a row for. */
const FIELD_LABELS: Record<string, Record<Language, string>> = {
  Price: { pt: 'preço', en: 'price' },
};

/**
 * Which SKUs of a sent batch each failed row is about (by SKU, or by the price that was refused),
 * each with its message in `language`. Magento lists the row's values in the order of the
 * template's placeholders.
 */
export function priceFailures(
  sent: { sku: string; price: number }[],
  failures: PriceFailure[],
  language: Language,
): BulkFailure[] {
  const out: BulkFailure[] = [];
  for (const failure of failures) {
    const [field, value] = failure.parameters;
    const fieldName = field === undefined ? '' : (FIELD_LABELS[field]?.[language] ?? field);
    const text = translateMessage(failure.message, { fieldName, fieldValue: value }, language);
    const skus =
      field === 'SKU' ? [value ?? ''] : sent.filter((r) => String(r.price) === value).map((r) => r.sku);
    for (const sku of skus) out.push({ sku, message: text });
  }
  return out;
}
