import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney } from '../lib/format';

export interface SalesDay {
  date: string;
  orders_count: number;
  grand_total: number;
}

const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/**
 * The daily sales the server summed, as bars. Loaded on its own (the chart library is the
 * heaviest part of the Painel); the numbers are also in a table for screen readers.
 */
export default function SalesChart({ days, label }: { days: SalesDay[]; label: string }) {
  return (
    <>
      <BarChart
        aria-hidden
        height={260}
        dataset={days as unknown as Record<string, string | number>[]}
        xAxis={[{ scaleType: 'band', dataKey: 'date', valueFormatter: (v: string) => dayMonth(v) }]}
        yAxis={[{ width: 72, valueFormatter: (v: number) => formatMoney(v).replace(',00', '') }]}
        series={[{ dataKey: 'grand_total', label, valueFormatter: (v) => formatMoney(v) }]}
        hideLegend
        margin={{ left: 8, right: 8 }}
      />
      <table style={HIDDEN}>
        <caption>{label}</caption>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{dayMonth(d.date)}</th>
              <td>{formatMoney(d.grand_total)}</td>
              <td>{d.orders_count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Read by screen readers, not shown. */
const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
