import * as Lucide from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Heart, ShoppingCart, serverIcon } from './server-icons';

describe('server icons', () => {
  it("draw the same <svg> as lucide-react's own component", () => {
    for (const [icon, Server] of [
      [Lucide.Heart, Heart],
      [Lucide.ShoppingCart, ShoppingCart],
    ] as const) {
      const Client = icon;
      expect(renderToStaticMarkup(<Server size={18} className="size-5" fill="none" />)).toBe(
        renderToStaticMarkup(<Client size={18} className="size-5" fill="none" />),
      );
    }
  });

  it('leave aria-hidden off a labelled icon', () => {
    const Labelled = serverIcon(Lucide.Lock);
    const markup = renderToStaticMarkup(<Labelled aria-label="Seguro" />);
    expect(markup).toContain('aria-label="Seguro"');
    expect(markup).not.toContain('aria-hidden');
  });
});
