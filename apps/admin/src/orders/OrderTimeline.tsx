import { List, ListItem, ListItemText, Link as MuiLink, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { formatDateTime, formatMoney } from '../lib/format';
import { rest } from '../providers/http';
import { can, type Permissions, SCREEN_RESOURCES as R } from '../providers/permissions';
import { searchCriteriaParams } from '../providers/search-criteria';
import { TrackCorrectButton } from './CorrectionButtons';
import type { Order } from './order-types';

interface Track {
  entity_id?: number;
  track_number: string;
  title?: string;
  carrier_code?: string;
  /** The carrier's tracking page (the server knows the carriers). */
  extension_attributes?: { tracking_url?: string };
}
interface Document {
  entity_id: number;
  increment_id: string;
  created_at: string;
  grand_total?: number;
  tracks?: Track[];
  comments?: { comment: string }[];
  extension_attributes?: { refund_method?: string };
}

type Kind = 'invoice' | 'shipment' | 'creditmemo';
const ROUTES: Record<Kind, { path: string; resource: string }> = {
  invoice: { path: 'invoices', resource: R.invoice },
  shipment: { path: 'shipments', resource: R.ship },
  creditmemo: { path: 'creditmemos', resource: R.refund },
};

interface Entry {
  key: string;
  at: string;
  primary: string;
  secondary?: string;
  tracks?: Track[];
}

/**
 * The order's timeline: placed, each status-history entry and each document (invoices, shipments
 * with their tracking codes, credit memos) in the order they happened, newest first. Documents
 * come from Magento's lists filtered by order_id, those the role may read.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const [documents, setDocuments] = useState<Record<Kind, Document[]>>({
    invoice: [],
    shipment: [],
    creditmemo: [],
  });
  const [error, setError] = useState<string | null>(null);
  const id = order.entity_id;
  const version = `${order.updated_at}|${order.status}|${order.status_histories?.length}`;

  useEffect(() => {
    if (!permissions || !version) return;
    const kinds = (Object.keys(ROUTES) as Kind[]).filter((kind) => can(permissions, ROUTES[kind].resource));
    const query = searchCriteriaParams({ filter: { order_id: id }, pagination: { page: 1, perPage: 100 } });
    Promise.all(
      kinds.map(async (kind) => [
        kind,
        (await rest<{ items: Document[] }>(ROUTES[kind].path, { query })).items,
      ]),
    ).then(
      (pairs) => setDocuments({ invoice: [], shipment: [], creditmemo: [], ...Object.fromEntries(pairs) }),
      (e: Error) => setError(e.message),
    );
  }, [permissions, id, version]);

  const entries: Entry[] = [
    { key: 'placed', at: order.created_at ?? '', primary: translate('admin.orders.placed') },
    ...(order.status_histories ?? []).map((h, index) => ({
      key: `h${h.entity_id ?? index}`,
      at: h.created_at ?? '',
      primary: h.comment || translate(`admin.orders.status.${h.status}`, { _: h.status ?? '' }),
      // A note neither e-mailed nor shown to the customer stays inside the store.
      secondary: [
        h.extension_attributes?.is_note && !h.is_customer_notified && !h.is_visible_on_front
          ? translate('admin.orders.internal_note')
          : undefined,
        h.status ? translate(`admin.orders.status.${h.status}`, { _: h.status }) : undefined,
      ]
        .filter(Boolean)
        .join(' · '),
    })),
    ...(Object.keys(documents) as Kind[]).flatMap((kind) =>
      documents[kind].map((d) => ({
        key: `${kind}${d.entity_id}`,
        at: d.created_at,
        primary: translate(`admin.orders.${kind}_doc`, { number: d.increment_id }),
        secondary: [
          d.grand_total !== undefined ? formatMoney(d.grand_total) : undefined,
          d.comments?.[0]?.comment,
        ]
          .filter(Boolean)
          .join(' · '),
        tracks: d.tracks,
      })),
    ),
  ].sort((a, b) => b.at.localeCompare(a.at) || a.key.localeCompare(b.key));

  return (
    <>
      {error && (
        <Typography role="alert" color="error">
          {error}
        </Typography>
      )}
      <List dense disablePadding data-testid="admin-order-timeline">
        {entries.map((entry) => (
          <ListItem key={entry.key} disableGutters alignItems="flex-start">
            <ListItemText
              primary={entry.primary}
              secondary={
                <>
                  {formatDateTime(entry.at)}
                  {entry.secondary ? ` · ${entry.secondary}` : ''}
                  {entry.tracks?.map((track) => {
                    const url = track.extension_attributes?.tracking_url;
                    const label = `${translate('admin.orders.track')} ${track.title ?? track.carrier_code}: ${track.track_number}`;
                    return (
                      <span key={track.track_number} style={{ display: 'block' }}>
                        {url ? (
                          <MuiLink href={url} target="_blank" rel="noopener noreferrer">
                            {label}
                          </MuiLink>
                        ) : (
                          label
                        )}
                        <TrackCorrectButton orderId={id} track={track} />
                      </span>
                    );
                  })}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
