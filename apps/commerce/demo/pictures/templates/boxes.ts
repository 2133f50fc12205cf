/** Boxy products: archive box, desk tray organiser, glass jar, printer. */
import { darken, lighten } from '../color';
import { circle, ellipse, group, path, rect, rotate, text } from '../svg';
import { NEUTRAL, type Template } from './context';
import { box, sticker } from './parts';

/** Archive box (polionda or cardboard) standing upright: hand hole, lid flap and a white label. */
export const archiveBox: Template = (ctx) => {
  const { c, v } = ctx;
  const x = 300;
  const y = 330;
  const w = 420;
  const h = 780;
  const dx = 150;
  const dy = 110;
  const out: string[] = [box(x, y, w, h, dx, dy, { front: c.base, top: c.light, side: c.dark })];
  // The lid's flap folded over the front, and the corrugation of polionda.
  out.push(rect(x, y, w, 70, c.light, 0));
  out.push(path(`M${x} ${y + 70} H${x + w}`, 'none', { stroke: c.deep, sw: 3, opacity: 0.4 }));
  if (v % 2 === 0) {
    for (let i = 1; i < 8; i++) {
      const lx = x + (w / 8) * i;
      out.push(path(`M${lx} ${y + 80} V${y + h - 10}`, 'none', { stroke: c.dark, sw: 2, opacity: 0.25 }));
    }
  }
  // Hand hole on the side face.
  out.push(
    ellipse(x + w + dx / 2, y + 170 - dy / 2, 34, 16, c.deep, {
      transform: rotate(-36, x + w + dx / 2, y + 170 - dy / 2),
    }),
  );
  // Label with lines to write on.
  out.push(rect(x + 60, y + 200, w - 120, 260, NEUTRAL.paper, 10));
  out.push(
    text(ctx.label || 'ARQUIVO', x + w / 2, y + 270, { size: 40, fill: '#1F2328', maxWidth: w - 160 }),
  );
  for (let i = 0; i < 3; i++) {
    out.push(rect(x + 90, y + 320 + i * 45, w - 180, 6, NEUTRAL.paperLine, 3));
  }
  if (v % 3 === 1) {
    // A second box lying behind, to show a pack.
    out.unshift(
      group(
        box(x - 150, y + 460, 300, 320, 110, 80, { front: c.dark, top: c.base, side: c.deep }),
        undefined,
        {
          opacity: 0.9,
        },
      ),
    );
  }
  return { svg: group(out), shadow: { rx: 330 } };
};

/** Desk tray organiser: a low open box with compartments, papers and small items inside. */
export const trayOrganizer: Template = (ctx) => {
  const { c, v } = ctx;
  const body = { front: c.base, top: c.light, side: c.dark };
  const tiers = v % 3 === 2 ? 3 : 1;
  const out: string[] = [];
  if (tiers === 3) {
    // Stacked letter trays (caixa de correspondência).
    for (let i = 0; i < 3; i++) {
      const y = 520 + i * 190;
      out.push(box(230, y, 560, 150, 160, 110, body));
      out.push(
        group(
          rect(0, 0, 470, 16, NEUTRAL.paper, 3, { stroke: NEUTRAL.paperEdge, sw: 2 }),
          `translate(275 ${y - 12})`,
        ),
      );
      out.push(rect(230, y + 40, 560, 24, lighten(c.base, 0.25), 0, { opacity: 0.6 }));
    }
    out.push(rect(230, 1090, 560, 20, c.deep, 0));
  } else {
    const x = 200;
    const y = 820;
    const w = 600;
    const h = 280;
    const dx = 180;
    const dy = 160;
    // Seen from above the opening: the inside, the contents, the dividers, then the outer walls.
    out.push(path(`M${x} ${y} L${x + dx} ${y - dy} H${x + w + dx} L${x + w} ${y} Z`, c.deep));
    out.push(rect(x + 60, y - 260, 24, 300, '#1D4ED8', 8, { transform: rotate(-12, x + 72, y - 40) }));
    out.push(rect(x + 120, y - 220, 24, 260, '#DC2626', 8, { transform: rotate(8, x + 132, y - 40) }));
    out.push(
      rect(x + w - 150, y - 200, 150, 150, '#FACC15', 6, { transform: rotate(6, x + w - 75, y - 120) }),
    );
    out.push(circle(x + w / 2 + 60, y - 60, 24, NEUTRAL.metal), circle(x + w / 2 + 60, y - 60, 10, c.deep));
    const divisions = v % 3 === 0 ? 3 : 4;
    for (let i = 1; i < divisions; i++) {
      const fx = x + (w / divisions) * i;
      out.push(
        path(`M${fx} ${y} L${fx + dx} ${y - dy}`, 'none', { stroke: c.light, sw: 12, linecap: 'round' }),
      );
    }
    out.push(path(`M${x + w} ${y} L${x + w + dx} ${y - dy} V${y + h - dy} L${x + w} ${y + h} Z`, body.side));
    out.push(rect(x, y, w, h, body.front));
    out.push(rect(x, y, w, 16, c.light, 0));
  }
  const labelY = tiers === 3 ? 1030 : 990;
  out.push(text(ctx.label, 510, labelY, { size: 40, fill: c.ink, maxWidth: 300, opacity: 0.85 }));
  return { svg: group(out), shadow: { rx: 380, cx: 580 } };
};

/** Glass jar with a screw lid and a wrapped label (soluble coffee, chocolate powder). */
export const jar: Template = (ctx) => {
  const { c, v } = ctx;
  const lid = ctx.accentOr('#C8102E');
  const x = 540;
  const w = v % 2 === 0 ? 440 : 400;
  const top = 380;
  const bottom = 1110;
  const glass = darken(c.base, 0.35);
  const out: string[] = [];
  // Body with rounded shoulders; the contents show dark through the glass.
  out.push(
    path(
      `M${x - w / 2} ${top + 120} Q${x - w / 2} ${top + 40} ${x - w / 2 + 60} ${top + 30} H${x + w / 2 - 60} Q${x + w / 2} ${top + 40} ${x + w / 2} ${top + 120} V${bottom - 30} Q${x + w / 2} ${bottom} ${x + w / 2 - 30} ${bottom} H${x - w / 2 + 30} Q${x - w / 2} ${bottom} ${x - w / 2} ${bottom - 30} Z`,
      glass,
    ),
  );
  out.push(
    rect(x - w / 2 + 30, top + 70, 40, bottom - top - 140, lighten(glass, 0.35), 20, { opacity: 0.6 }),
  );
  // Lid.
  out.push(rect(x - w / 2 + 40, top - 60, w - 80, 100, lid.base, 16));
  for (let i = 0; i < 9; i++) {
    const lx = x - w / 2 + 70 + i * ((w - 140) / 8);
    out.push(rect(lx - 4, top - 50, 8, 80, lid.dark, 4, { opacity: 0.5 }));
  }
  out.push(rect(x - w / 2 + 40, top - 60, w - 80, 16, lid.light, 8));
  // Label.
  const ly = top + 260;
  out.push(rect(x - w / 2, ly, w, 340, c.base, 0));
  out.push(rect(x - w / 2, ly, w, 18, c.light, 0), rect(x - w / 2, ly + 322, w, 18, c.dark, 0));
  out.push(sticker(x - w / 2 + 50, ly + 60, w - 100, 120, ctx.label || 'Café', { size: 52, rx: 60 }));
  out.push(ellipse(x, ly + 250, 60, 36, c.deep), ellipse(x, ly + 250, 30, 18, darken(c.deep, 0.3)));
  return { svg: group(out), shadow: { rx: w / 2 + 40 } };
};

/** Desktop printer: paper tray behind, output tray in front, control panel on top. */
export const printer: Template = (ctx) => {
  const { c, v } = ctx;
  const body = c;
  const x = 170;
  const y = 620;
  const w = 640;
  const h = 400;
  const out: string[] = [];
  // Paper in the rear tray.
  out.push(
    group(
      rect(0, 0, 380, 300, NEUTRAL.paper, 4, { stroke: NEUTRAL.paperEdge, sw: 3 }),
      `translate(${x + 190} ${y - 250}) ${rotate(-8, 190, 150)}`,
    ),
  );
  out.push(box(x, y, w, h, 150, 110, { front: body.base, top: body.light, side: body.dark }));
  // Scanner lid seam and control panel.
  out.push(rect(x, y + 60, w, 8, body.deep, 0, { opacity: 0.5 }));
  out.push(rect(x + w - 220, y + 90, 180, 70, NEUTRAL.plastic, 10));
  out.push(rect(x + w - 205, y + 102, 90, 46, v % 2 === 0 ? '#38BDF8' : '#A7F3D0', 6));
  out.push(circle(x + w - 80, y + 125, 14, '#16A34A'));
  // Output slot and a printed page coming out.
  out.push(rect(x + 80, y + 230, w - 160, 30, body.deep, 6));
  out.push(rect(x + 120, y + 250, w - 240, 190, NEUTRAL.paper, 4, { stroke: NEUTRAL.paperEdge, sw: 3 }));
  for (let i = 0; i < 3; i++)
    out.push(rect(x + 160, y + 290 + i * 34, i === 2 ? 180 : 300, 12, NEUTRAL.paperLine, 6));
  // Ink tanks on the side of tank printers.
  if (v % 3 !== 2) {
    ['#00AEEF', '#EC008C', '#FACC15', '#1F2328'].forEach((ink, i) => {
      out.push(rect(x + w + 20 + i * 28, y + 200 - i * 20, 22, 120, ink, 6, { opacity: 0.9 }));
    });
  }
  out.push(text(ctx.label, x + 170, y + 170, { size: 40, fill: body.ink, maxWidth: 280 }));
  return { svg: group(out), shadow: { rx: 430, cx: 560 } };
};
