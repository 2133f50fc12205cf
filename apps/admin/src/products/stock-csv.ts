/**
 * The product list as a spreadsheet: the columns the list shows, in Portuguese, `;`-separated
 * with a byte-order mark and decimal commas, which is what Excel and LibreOffice in Portuguese
 * open as columns without an import dialog.
 */

export interface ListedProduct {
  sku: string;
  name: string;
  type_id: string;
  price?: number;
  status?: number;
  extension_attributes?: { stock_item?: { qty?: number | null; is_in_stock?: boolean } };
}

/** Whether a product type holds stock of its own (bundles and grouped products sell their items'). */
export const hasOwnStock = (type: string) => type !== 'bundle' && type !== 'grouped';

function cell(value: string): string {
  return /[";\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const decimal = (value: number) => value.toFixed(2).replace('.', ',');

export function productsCsv(
  products: readonly ListedProduct[],
  labels: {
    header: readonly string[];
    type: (type: string) => string;
    yes: string;
    no: string;
    enabled: string;
    disabled: string;
  },
): string {
  const rows = products.map((p) => {
    const stock = p.extension_attributes?.stock_item;
    const own = hasOwnStock(p.type_id);
    return [
      p.sku,
      p.name,
      labels.type(p.type_id),
      p.price === undefined ? '' : decimal(p.price),
      own && stock?.qty !== undefined && stock.qty !== null ? String(stock.qty) : '',
      own && stock ? (stock.is_in_stock ? labels.yes : labels.no) : '',
      p.status === 2 ? labels.disabled : labels.enabled,
    ];
  });
  return `\ufeff${[labels.header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
