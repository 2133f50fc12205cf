import { defaultTheme } from 'react-admin';

/** react-admin's theme in the store's colours, with contrast kept at WCAG AA for text and controls. */
export const theme = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1d4ed8' },
    secondary: { main: '#0f3d8a' },
  },
  sidebar: { width: 220, closedWidth: 55 },
};
