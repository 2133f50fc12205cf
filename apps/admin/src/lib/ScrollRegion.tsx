import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways inside the page on a tablet. The region takes the keyboard's
 * focus, so that someone without a mouse can scroll it with the arrow keys, and its name says what
 * it holds to a screen reader.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}
