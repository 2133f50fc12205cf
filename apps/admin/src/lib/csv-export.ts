import { downloadCSV, type Exporter } from 'react-admin';

/**
 * A list's CSV export: react-admin asks the server for every record under the list's current
 * filters and sort (up to its export limit) and hands them here; `columns` picks and names the
 * fields. Semicolons and a BOM, so that Excel in Portuguese opens it in columns with accents.
 */
export function csvExporter<T>(
  filename: string,
  columns: [heading: string, value: (record: T) => unknown][],
): Exporter {
  return (records) => {
    const cell = (value: unknown) => {
      const text = value === undefined || value === null ? '' : String(value);
      return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    };
    const lines = [
      columns.map(([heading]) => cell(heading)).join(';'),
      ...(records as T[]).map((record) => columns.map(([, value]) => cell(value(record))).join(';')),
    ];
    downloadCSV(`\uFEFF${lines.join('\r\n')}`, filename);
  };
}
