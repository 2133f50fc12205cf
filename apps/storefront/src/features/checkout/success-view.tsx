import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import type { RequestContext } from '../../lib/request.server';
import { buttonClasses } from '../../ui/button';
import { NavLink } from '../../ui/nav-link';
import { formatPrice } from '../../ui/price';
import { CircleAlert, CircleCheck, Clock, Download } from '../../ui/server-icons';
import { ItfBarcode } from '../payments';
import { findBoleto, findOrder, findPixCharge, type OrderDetails } from './order.server';

/**
 * The success page: order number, and what to do next for its payment method (Pix paid or
 * waiting, boleto line and PDF with its due date, card approved), read from the server.
 */
export async function SuccessView({
  ctx,
  number,
  token,
}: {
  ctx: RequestContext;
  number: string | undefined;
  token: string | undefined;
}) {
  const t = translator(ctx.locale, 'checkout');
  // Without a token (an order paid from My Account) the signed-in owner's session opens it.
  const order = number ? await findOrder(number, token ?? '', ctx.store) : undefined;
  if (!order) {
    return (
      <Shell locale={ctx.locale}>
        <CircleAlert aria-hidden size={40} className="text-danger" />
        <h1 className="text-xl font-bold">{t('success.notFoundTitle')}</h1>
        <p className="text-ink-muted">{t('success.notFoundText')}</p>
      </Shell>
    );
  }
  const total = formatPrice(order.grand_total.value, order.grand_total.currency, ctx.locale.iso);
  return (
    <Shell locale={ctx.locale}>
      <CircleCheck aria-hidden size={48} className="text-success" />
      <h1 className="text-xl font-bold md:text-2xl">{t('success.title')}</h1>
      <p className="text-lg">
        {t('success.number')} <strong className="tabular">{order.number}</strong>
      </p>
      <p className="text-ink-muted">
        {t('success.summary', { method: order.payment_method.title, total, email: order.email })}
      </p>
      <NextSteps ctx={ctx} order={order} token={token ?? ''} />
    </Shell>
  );
}

function Shell({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const t = translator(locale, 'checkout');
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center gap-4 px-4 py-10 text-center">
      {children}
      <NavLink href={localePath(locale, '/')} className={buttonClasses('primary', 'mt-4')}>
        {t('success.continue')}
      </NavLink>
    </div>
  );
}

async function NextSteps({ ctx, order, token }: { ctx: RequestContext; order: OrderDetails; token: string }) {
  const t = translator(ctx.locale, 'checkout');
  const box = 'w-full rounded border border-line bg-surface-muted p-4 text-left text-sm';
  const retry = `${localePath(ctx.locale, '/checkout')}?${new URLSearchParams({ order: order.number, token })}`;
  const isPaid = order.state === 'processing' || order.state === 'complete';
  const isCanceled = order.state === 'canceled';
  if (isCanceled) {
    return <p className={`${box} text-danger`}>{t('success.canceled')}</p>;
  }
  switch (order.payment_method.code) {
    case 'jetpix': {
      const charge = await findPixCharge(order.number, token, ctx.store);
      if (isPaid || charge?.status === 'CONCLUIDA') {
        return <p className={`${box} text-success`}>{t('success.pixPaid')}</p>;
      }
      return (
        <div className={box}>
          <p className="flex items-center gap-2">
            <Clock aria-hidden size={16} /> {t('success.pixPending')}
          </p>
          <NavLink href={retry} className="mt-2 inline-block font-semibold text-primary-strong underline">
            {t('success.pixShow')}
          </NavLink>
        </div>
      );
    }
    case 'jetboleto': {
      const boleto = await findBoleto(order.number, token, ctx.store);
      if (isPaid) return <p className={`${box} text-success`}>{t('success.boletoPaid')}</p>;
      if (!boleto) {
        return (
          <p className={box}>
            {t('success.boletoMissing')}{' '}
            <NavLink href={retry} className="font-semibold text-primary-strong underline">
              {t('success.boletoIssue')}
            </NavLink>
          </p>
        );
      }
      const due = new Intl.DateTimeFormat(ctx.locale.iso, { dateStyle: 'short', timeZone: 'UTC' }).format(
        new Date(`${boleto.dueDate}T00:00:00Z`),
      );
      return (
        <div className={`${box} flex flex-col gap-3`}>
          <p>{t('success.boletoPending', { date: due })}</p>
          <p className="break-words font-mono tabular">{boleto.formattedLine}</p>
          <ItfBarcode digits={boleto.barcode} label={t('boleto.barcodeLabel')} className="h-14 w-full" />
          <a href={boleto.pdfUrl} download className={buttonClasses('secondary', 'self-start')}>
            <Download aria-hidden size={18} /> {t('boleto.download')}
          </a>
        </div>
      );
    }
    case 'jetcred':
      return isPaid ? (
        <p className={`${box} text-success`}>{t('success.cardApproved')}</p>
      ) : (
        <p className={box}>
          {t('success.cardPending')}{' '}
          <NavLink href={retry} className="font-semibold text-primary-strong underline">
            {t('success.cardRetry')}
          </NavLink>
        </p>
      );
    default:
      return <p className={box}>{t('success.offline')}</p>;
  }
}
