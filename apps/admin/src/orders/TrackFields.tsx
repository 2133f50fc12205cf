import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import { screenLanguage } from '../i18n/i18n-provider';
import type { MagentoErrorBody } from '../providers/http';
import { recognise, translateMessage } from '../providers/server-text';

/** The carriers the store ships with (the server's lifecycle/carriers.ts); only Correios has a checked format. */
export const CARRIERS = [
  { code: 'correios', title: 'Correios' },
  { code: 'jadlog', title: 'Jadlog' },
  { code: 'loggi', title: 'Loggi' },
  { code: 'totalexpress', title: 'Total Express' },
  { code: 'transportadora', title: 'Transportadora' },
  { code: 'custom', title: 'Outra' },
] as const;

export interface TrackDraft {
  key: number;
  carrier: string;
  number: string;
  /** Staff checked a code of a carrier without a known format against the label. */
  confirmed: boolean;
}

let drafts = 0;
export const newTrack = (carrier = 'correios', number = ''): TrackDraft => ({
  key: ++drafts,
  carrier,
  number,
  confirmed: false,
});

/** A draft as Magento's track body (with our `format_override`). */
export function trackBody(track: TrackDraft) {
  return {
    track_number: track.number.trim(),
    carrier_code: track.carrier,
    title: CARRIERS.find((c) => c.code === track.carrier)?.title ?? track.carrier,
    ...(track.confirmed ? { extension_attributes: { format_override: true } } : {}),
  };
}

/**
 * The server's refusal of a tracking code, in the screen's language, when it is about the code
 * (the field goes red with it); undefined for any other refusal, which the dialog shows on top.
 */
export function trackRefusal(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body as MagentoErrorBody | undefined;
  // A shipment's refusals come inside Magento's validator prefix.
  const inner = body?.message?.replace(/^Shipment Document Validation Error\(s\):\n/, '');
  if (!inner) return undefined;
  const found = recognise(inner, body?.parameters);
  return found?.entry.field === 'track_number'
    ? translateMessage(inner, body?.parameters, screenLanguage())
    : undefined;
}

/** Carrier, code and, for a carrier without a known format, the confirmation the server asks for. */
export function TrackFields({
  track,
  onChange,
  error,
  autoFocus,
}: {
  track: TrackDraft;
  onChange: (track: TrackDraft) => void;
  error?: string;
  autoFocus?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          label={translate('admin.orders.ship.carrier')}
          value={track.carrier}
          onChange={(e) => onChange({ ...track, carrier: e.target.value, confirmed: false })}
          sx={{ minWidth: 170 }}
        >
          {CARRIERS.map((c) => (
            <MenuItem key={c.code} value={c.code}>
              {c.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate('admin.orders.ship.tracking')}
          value={track.number}
          autoFocus={autoFocus}
          fullWidth
          error={Boolean(error)}
          helperText={error ?? (track.carrier === 'correios' ? 'AA123456785BR' : undefined)}
          onChange={(e) => onChange({ ...track, number: e.target.value })}
        />
      </Stack>
      {track.carrier !== 'correios' && (
        <FormControlLabel
          control={
            <Checkbox
              checked={track.confirmed}
              onChange={(e) => onChange({ ...track, confirmed: e.target.checked })}
            />
          }
          label={translate('admin.orders.ship.confirm_format')}
        />
      )}
    </Stack>
  );
}
