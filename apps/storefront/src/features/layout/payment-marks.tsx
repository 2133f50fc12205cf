import type { CardBrand } from '@store/br';
import type { ReactNode } from 'react';

/**
 * Simple marks of the payment methods shoppers look for in a Brazilian store's footer: the Pix
 * symbol (its four-part diamond in the Banco Central's teal), a boleto barcode and the accepted
 * card brands (@store/br CardBrand) drawn in their own colours as small card faces. Drawn here as
 * plain shapes and the brands' names, not copies of the owners' artwork files.
 */

export function PixMark({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#32BCAD"
        d="M12 2.2 16.4 6.6 14.2 8.8 12 6.6 9.8 8.8 7.6 6.6ZM12 21.8 7.6 17.4 9.8 15.2 12 17.4 14.2 15.2 16.4 17.4ZM2.2 12 6.6 7.6 8.8 9.8 6.6 12 8.8 14.2 6.6 16.4ZM21.8 12 17.4 16.4 15.2 14.2 17.4 12 15.2 9.8 17.4 7.6Z"
      />
    </svg>
  );
}

const BARS = [0, 2, 3, 5, 8, 9, 11, 14, 15, 17, 19, 20, 22];

export function BoletoMark({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {BARS.map((x, index) => (
        <rect key={x} x={x + 0.5} y={4} width={index % 3 === 0 ? 1.6 : 0.9} height={16} fill="#1f2937" />
      ))}
    </svg>
  );
}

interface Face {
  name: string;
  background: string;
  border?: string;
  draw: ReactNode;
}

const text = (value: string, fill: string, size: number, italic = false) => (
  <text
    x="20"
    y="16.5"
    textAnchor="middle"
    fontFamily="Arial, Helvetica, sans-serif"
    fontWeight="700"
    fontStyle={italic ? 'italic' : 'normal'}
    fontSize={size}
    fill={fill}
  >
    {value}
  </text>
);

const FACES: Record<CardBrand, Face> = {
  visa: { name: 'Visa', background: '#ffffff', border: '#d1d5db', draw: text('VISA', '#1A1F71', 11, true) },
  mastercard: {
    name: 'Mastercard',
    background: '#ffffff',
    border: '#d1d5db',
    draw: (
      <>
        <circle cx="16" cy="13" r="7" fill="#EB001B" />
        <circle cx="24" cy="13" r="7" fill="#F79E1B" />
        <path d="M20 7.255A7 7 0 0 1 20 18.745 7 7 0 0 1 20 7.255Z" fill="#FF5F00" />
      </>
    ),
  },
  elo: { name: 'Elo', background: '#000000', draw: text('elo', '#ffffff', 12) },
  amex: { name: 'American Express', background: '#2E77BC', draw: text('AMEX', '#ffffff', 10) },
  hipercard: { name: 'Hipercard', background: '#B3131B', draw: text('Hiper', '#ffffff', 10) },
  diners: {
    name: 'Diners Club',
    background: '#ffffff',
    border: '#d1d5db',
    draw: text('Diners', '#0079BE', 9),
  },
};

/** The accepted card brands, in the order shoppers most often look for them. */
export const CARD_BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'elo', 'hipercard', 'amex', 'diners'];

export function CardBrandMark({ brand }: { brand: CardBrand }) {
  const face = FACES[brand];
  return (
    <svg width="40" height="26" viewBox="0 0 40 26" role="img" aria-label={face.name}>
      <rect
        x="0.5"
        y="0.5"
        width="39"
        height="25"
        rx="3"
        fill={face.background}
        stroke={face.border ?? face.background}
      />
      {face.draw}
    </svg>
  );
}
