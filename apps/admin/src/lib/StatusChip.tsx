import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

export type ChipColour = 'default' | 'warning' | 'info' | 'success' | 'error';

/**
 * A record's status as an outlined chip: its colour from `colours` (outlined keeps the text at
 * 4.5:1 on white), its words from `<labels>.<status>`, the code itself when no translation exists.
 */
export function StatusChip({
  status,
  colours,
  labels,
}: {
  status?: string;
  colours: Readonly<Record<string, ChipColour>>;
  labels: string;
}) {
  const translate = useTranslate();
  if (!status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colours[status] ?? 'default'}
      label={translate(`${labels}.${status}`, { _: status })}
    />
  );
}
