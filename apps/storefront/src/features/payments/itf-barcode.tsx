import { itfSymbol } from './itf';

/** The boleto's 44-digit barcode drawn as an ITF symbol in SVG (pure: same digits, same drawing). */
export function ItfBarcode({
  digits,
  label,
  className,
}: {
  digits: string;
  label: string;
  className?: string;
}) {
  const { bars, width } = itfSymbol(digits);
  // FEBRABAN asks for a quiet zone of ten narrow modules on each side.
  const quiet = 10;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width + quiet * 2} 50`}
      preserveAspectRatio="none"
      className={className}
      shapeRendering="crispEdges"
    >
      <rect width={width + quiet * 2} height="50" fill="#fff" />
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x + quiet} width={bar.width} height="50" fill="#000" />
      ))}
    </svg>
  );
}
