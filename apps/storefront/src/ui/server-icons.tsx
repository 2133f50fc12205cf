import * as Lucide from 'lucide-react';
import { createElement, type ReactElement, type SVGProps } from 'react';

/**
 * lucide-react's icons for server components. Its icons render through a client component (its
 * `Icon` reads a context), so each icon in a server component became a client component on the
 * page, its path data in the RSC payload, two components to hydrate. These draw the same `<svg>`
 * (classes `lucide lucide-<name>`, same attributes) on the server, from lucide's own icon data:
 * nothing of them reaches the client but the markup. Import icons from here in server components.
 */

type IconNode = [string, Record<string, string>][];
interface IconData {
  name: string;
  aliases?: string[];
  node: IconNode;
}
export interface ServerIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
}
export type ServerIcon = (props: ServerIconProps) => ReactElement;

/** The icon data a lucide-react icon hands its `Icon` component. */
function iconData(icon: Lucide.LucideIcon): IconData {
  const render = (
    icon as unknown as { render: (props: object, ref: null) => ReactElement<{ icon: IconData }> }
  ).render;
  return render({}, null).props.icon;
}

const A11Y_PROPS = /^(aria-|role$|title$)/;

export function serverIcon(icon: Lucide.LucideIcon): ServerIcon {
  const data = iconData(icon);
  const classes = [
    'lucide',
    `lucide-${data.name}`,
    ...(data.aliases ?? []).map((alias) => `lucide-${alias}`),
  ];
  const children = data.node.map(([tag, { key, ...attributes }]) =>
    createElement(tag, { key, ...attributes }),
  );
  return function Icon({ size = 24, className, strokeWidth = 2, children: extra, ...rest }) {
    const labelled = extra !== undefined || Object.keys(rest).some((name) => A11Y_PROPS.test(name));
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...classes, className].filter(Boolean).join(' '),
        ...(labelled ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...children,
      extra,
    );
  };
}

export const Briefcase = serverIcon(Lucide.Briefcase);
export const CheckCircle2 = serverIcon(Lucide.CheckCircle2);
export const ChevronDown = serverIcon(Lucide.ChevronDown);
export const ChevronLeft = serverIcon(Lucide.ChevronLeft);
export const ChevronRight = serverIcon(Lucide.ChevronRight);
export const CircleAlert = serverIcon(Lucide.CircleAlert);
export const CircleCheck = serverIcon(Lucide.CircleCheck);
export const Clock = serverIcon(Lucide.Clock);
export const Coffee = serverIcon(Lucide.Coffee);
export const CreditCard = serverIcon(Lucide.CreditCard);
export const Download = serverIcon(Lucide.Download);
export const Heart = serverIcon(Lucide.Heart);
export const LayoutGrid = serverIcon(Lucide.LayoutGrid);
export const List = serverIcon(Lucide.List);
export const Lock = serverIcon(Lucide.Lock);
export const Mail = serverIcon(Lucide.Mail);
export const MessageCircle = serverIcon(Lucide.MessageCircle);
export const Monitor = serverIcon(Lucide.Monitor);
export const Package = serverIcon(Lucide.Package);
export const PenLine = serverIcon(Lucide.PenLine);
export const Phone = serverIcon(Lucide.Phone);
export const RotateCcw = serverIcon(Lucide.RotateCcw);
export const Search = serverIcon(Lucide.Search);
export const ShieldCheck = serverIcon(Lucide.ShieldCheck);
export const ShoppingBag = serverIcon(Lucide.ShoppingBag);
export const ShoppingCart = serverIcon(Lucide.ShoppingCart);
export const SprayCan = serverIcon(Lucide.SprayCan);
export const TicketPercent = serverIcon(Lucide.TicketPercent);
export const Truck = serverIcon(Lucide.Truck);
export const WifiOff = serverIcon(Lucide.WifiOff);
export const X = serverIcon(Lucide.X);
