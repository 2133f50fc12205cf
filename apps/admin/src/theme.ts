import { defaultTheme } from 'react-admin';

/** react-admin's theme in the store's colours, with contrast kept at WCAG AA for text and controls. */
export const theme = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1d4ed8' },
    secondary: { main: '#0f3d8a' },
    // MUI's red is under 4.5:1 on the form toolbar's grey.
    error: { main: '#b71c1c' },
  },
  sidebar: { width: 220, closedWidth: 55 },
};
