import { defaultTheme } from 'react-admin';

/** react-admin's theme in the store's colours, with contrast kept at WCAG AA for text and controls. */
export const theme = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1d4ed8' },
    secondary: { main: '#0f3d8a' },
    // MUI's red, orange and light blue are under 4.5:1 as text (outlined status chips, the form
    // toolbar's grey): darker shades of the same hues.
    error: { main: '#b71c1c' },
    warning: { main: '#9a4a00' },
    info: { main: '#01579b' },
    success: { main: '#1b5e20' },
  },
  components: {
    ...defaultTheme.components,
    // react-admin's skip link is white on the near-white background when it shows (on focus).
    RaSkipNavigationButton: {
      styleOverrides: {
        root: { backgroundColor: '#1d4ed8', color: '#fff', '&:hover': { backgroundColor: '#0f3d8a' } },
      },
    },
  },
  sidebar: { width: 220, closedWidth: 55 },
};
