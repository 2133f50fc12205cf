import { maskPhone, maskTaxvat } from '@store/br';
import type { CartAddressFields } from './checkout.documents';

/** A saved cart address, as a postal label. */
export function AddressSummary({ address }: { address: CartAddressFields }) {
  const [street, number, neighbourhood, ...extra] = address.street;
  const document = maskTaxvat(address.vat_id ?? '');
  return (
    <address className="text-sm not-italic leading-relaxed text-ink">
      <strong>
        {address.firstname} {address.lastname}
      </strong>
      {address.company && <> · {address.company}</>}
      <br />
      {[street, number].filter(Boolean).join(', ')}
      {extra.length > 0 && ` – ${extra.join(' ')}`}
      <br />
      {[neighbourhood, address.city, address.region?.code].filter(Boolean).join(' – ')} · CEP{' '}
      {address.postcode}
      <br />
      <span className="text-ink-muted">
        {maskPhone(address.telephone ?? '')}
        {document && ` · ${document}`}
      </span>
    </address>
  );
}
