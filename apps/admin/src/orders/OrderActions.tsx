import { Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import type { AdminDataProvider, OrderAction } from '../providers/data-provider';
import { can, type Permissions, SCREEN_RESOURCES as R } from '../providers/permissions';
import { ActionDialog } from './ActionDialog';
import type { Order } from './order-types';
import { newTrack, TrackFields, trackBody, trackRefusal } from './TrackFields';

type Open = OrderAction | null;

function remaining(order: Order, done: 'qty_invoiced' | 'qty_shipped' | 'qty_refunded') {
  return (order.items ?? [])
    .filter((item) => !item.parent_item_id)
    .map((item) => ({ item, qty: item.qty_ordered - (item[done] ?? 0) - (item.qty_canceled ?? 0) }))
    .filter(({ qty }) => qty > 0);
}

/**
 * The order's actions, each shown only when the role has its permission and the order's state
 * allows it; the server decides in the end and its refusal is shown in the dialog.
 */
export function OrderActions() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { permissions } = usePermissions<Permissions>();
  const [open, setOpen] = useState<Open>(null);
  const [tracks, setTracks] = useState(() => [newTrack()]);
  const [notify, setNotify] = useState(true);
  const [trackError, setTrackError] = useState<string | undefined>();
  // A comment is an internal note unless staff choose to e-mail it.
  const [commentNotify, setCommentNotify] = useState(false);
  const [comment, setComment] = useState('');
  const [visible, setVisible] = useState(false);
  const [refundQty, setRefundQty] = useState<Record<number, string>>({});
  const [returnToStock, setReturnToStock] = useState(true);
  const [refundShipping, setRefundShipping] = useState('0');
  const [bank, setBank] = useState({
    bank_code: '',
    agency: '',
    account: '',
    holder_name: '',
    holder_taxvat: '',
  });

  if (!order) return null;
  const state = order.state ?? '';
  const closed = ['canceled', 'closed', 'complete'].includes(state);
  const toInvoice = remaining(order, 'qty_invoiced');
  const toShip = remaining(order, 'qty_shipped');
  const toRefund = (order.items ?? []).filter(
    (item) => !item.parent_item_id && (item.qty_invoiced ?? 0) - (item.qty_refunded ?? 0) > 0,
  );
  const id = order.entity_id ?? order.id;
  // Magento answers `false` to a cancel the order's state does not allow.
  const act = (action: OrderAction, body?: unknown) => async () => {
    if ((await dataProvider.orderAction(id, action, body)) === false) {
      throw new Error(translate('admin.orders.actions.refused'));
    }
  };
  const boleto = /boleto/i.test(order.payment?.method ?? '');
  const label = (key: string) => translate(`admin.orders.actions.${key}`);

  const buttons: { action: OrderAction; show: boolean; text: string }[] = [
    {
      action: 'invoice',
      show: can(permissions, R.invoice) && !closed && state !== 'holded' && toInvoice.length > 0,
      text: label('invoice'),
    },
    {
      action: 'ship',
      show: can(permissions, R.ship) && !closed && state !== 'holded' && toShip.length > 0,
      text: label('ship'),
    },
    {
      action: 'refund',
      show: can(permissions, R.refund) && toRefund.length > 0 && state !== 'closed',
      text: label('refund'),
    },
    {
      action: 'hold',
      show: can(permissions, R.hold) && ['new', 'processing', 'pending_payment'].includes(state),
      text: label('hold'),
    },
    { action: 'unhold', show: can(permissions, R.unhold) && state === 'holded', text: label('unhold') },
    {
      action: 'cancel',
      show: can(permissions, R.cancel) && !closed && toInvoice.length > 0 && state !== 'holded',
      text: label('cancel'),
    },
    {
      action: 'delivered',
      show: can(permissions, R.ship) && state === 'complete' && order.status !== 'delivered',
      text: label('delivered'),
    },
    { action: 'comments', show: can(permissions, R.comment), text: label('comment') },
  ];

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {buttons
          .filter((b) => b.show)
          .map((b) => (
            <Button key={b.action} variant="outlined" size="small" onClick={() => setOpen(b.action)}>
              {b.text}
            </Button>
          ))}
      </Stack>

      <ActionDialog
        open={open === 'invoice'}
        title={label('invoice')}
        submitLabel={label('invoice')}
        onClose={() => setOpen(null)}
        onSubmit={act('invoice', { capture: true, notify })}
      >
        <Typography>
          {translate('admin.orders.actions.confirm_invoice', { number: order.increment_id })}
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={notify} onChange={(e) => setNotify(e.target.checked)} />}
          label={translate('admin.orders.ship.notify')}
        />
      </ActionDialog>

      <ActionDialog
        open={open === 'ship'}
        title={translate('admin.orders.ship.title')}
        submitLabel={label('ship')}
        onClose={() => setOpen(null)}
        onSubmit={() => {
          setTrackError(undefined);
          return act('ship', {
            notify,
            tracks: tracks.filter((t) => t.number.trim()).map(trackBody),
          })();
        }}
        onRefusal={(refusal) => {
          const message = trackRefusal(refusal);
          setTrackError(message);
          return message !== undefined;
        }}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          {tracks.map((track, index) => (
            <TrackFields
              key={track.key}
              track={track}
              autoFocus={index === 0}
              error={index === 0 ? trackError : undefined}
              onChange={(changed) => setTracks(tracks.map((t, i) => (i === index ? changed : t)))}
            />
          ))}
          <Button type="button" onClick={() => setTracks([...tracks, newTrack()])}>
            {translate('admin.orders.ship.add_tracking')}
          </Button>
          <FormControlLabel
            control={<Checkbox checked={notify} onChange={(e) => setNotify(e.target.checked)} />}
            label={translate('admin.orders.ship.notify')}
          />
        </Stack>
      </ActionDialog>

      <ActionDialog
        open={open === 'refund'}
        title={translate('admin.orders.refund.title')}
        submitLabel={label('refund')}
        onClose={() => setOpen(null)}
        onSubmit={() => {
          const items = toRefund
            .map((item) => ({
              order_item_id: item.item_id,
              qty: Number(refundQty[item.item_id] ?? (item.qty_invoiced ?? 0) - (item.qty_refunded ?? 0)),
            }))
            .filter((line) => line.qty > 0);
          return act('refund', {
            items,
            notify,
            arguments: {
              shipping_amount: Number(refundShipping) || 0,
              extension_attributes: {
                return_to_stock_items: returnToStock ? items.map((line) => line.order_item_id) : [],
                // A boleto is refunded by bank transfer to the customer's account.
                ...(boleto ? { bank_account: bank } : {}),
              },
            },
          })();
        }}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          {toRefund.map((item) => (
            <TextField
              key={item.item_id}
              type="number"
              label={`${item.name} (${item.sku}) — ${translate('admin.orders.refund.qty')}`}
              slotProps={{
                htmlInput: { min: 0, max: (item.qty_invoiced ?? 0) - (item.qty_refunded ?? 0), step: 1 },
              }}
              value={refundQty[item.item_id] ?? String((item.qty_invoiced ?? 0) - (item.qty_refunded ?? 0))}
              onChange={(e) => setRefundQty({ ...refundQty, [item.item_id]: e.target.value })}
            />
          ))}
          <TextField
            type="number"
            label={translate('admin.orders.refund.shipping')}
            slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
            value={refundShipping}
            onChange={(e) => setRefundShipping(e.target.value)}
          />
          <FormControlLabel
            control={
              <Checkbox checked={returnToStock} onChange={(e) => setReturnToStock(e.target.checked)} />
            }
            label={translate('admin.orders.refund.return_to_stock')}
          />
          {boleto &&
            (Object.keys(bank) as (keyof typeof bank)[]).map((field) => (
              <TextField
                key={field}
                required
                label={translate(`admin.orders.refund.bank.${field}`)}
                value={bank[field]}
                onChange={(e) => setBank({ ...bank, [field]: e.target.value })}
              />
            ))}
          <FormControlLabel
            control={<Checkbox checked={notify} onChange={(e) => setNotify(e.target.checked)} />}
            label={translate('admin.orders.ship.notify')}
          />
        </Stack>
      </ActionDialog>

      {(['hold', 'unhold', 'cancel', 'delivered'] as const).map((action) => (
        <ActionDialog
          key={action}
          open={open === action}
          title={label(action)}
          submitLabel={label(action)}
          onClose={() => setOpen(null)}
          onSubmit={act(action)}
        >
          <Typography>
            {action === 'cancel'
              ? translate('admin.orders.actions.confirm_cancel', { number: order.increment_id })
              : `${label(action)} ${order.increment_id}?`}
          </Typography>
        </ActionDialog>
      ))}

      <ActionDialog
        open={open === 'comments'}
        title={translate('admin.orders.comment.title')}
        submitLabel={label('comment')}
        onClose={() => setOpen(null)}
        onSubmit={act('comments', {
          statusHistory: {
            comment,
            is_customer_notified: commentNotify ? 1 : 0,
            is_visible_on_front: visible ? 1 : 0,
            parent_id: id,
            status: order.status,
          },
        })}
      >
        <Stack spacing={1} sx={{ pt: 1 }}>
          <TextField
            label={translate('admin.orders.comment.text')}
            multiline
            minRows={3}
            required
            autoFocus
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <FormControlLabel
            control={
              <Checkbox checked={commentNotify} onChange={(e) => setCommentNotify(e.target.checked)} />
            }
            label={translate('admin.orders.comment.notify')}
          />
          <FormControlLabel
            control={<Checkbox checked={visible} onChange={(e) => setVisible(e.target.checked)} />}
            label={translate('admin.orders.comment.visible')}
          />
        </Stack>
      </ActionDialog>
    </>
  );
}
