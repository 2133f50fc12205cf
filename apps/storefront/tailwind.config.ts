import type { Config } from 'tailwindcss';

/**
 * Design tokens live here and nowhere else: orange theme, neutrals, semantic colours,
 * a 12/14/16/20/24/32 type scale, 8 px radius, one soft shadow, rules §9 breakpoints.
 */
const config: Config = {
  content: ['./src/**/*.{ts,tsx}'],
  theme: {
    screens: { xs: '320px', sm: '640px', md: '768px', lg: '1024px', xl: '1280px', xxl: '1536px' },
    extend: {
      colors: {
        primary: {
          DEFAULT: '#F26B1D',
          // Dark enough for white text at WCAG AA (4.5:1): buttons and links on white use these.
          strong: '#C2410C',
          hover: '#9A3412',
          tint: '#FFF1E8',
        },
        ink: { DEFAULT: '#1F2328', muted: '#57606A' },
        line: '#D0D7DE',
        surface: { DEFAULT: '#FFFFFF', muted: '#F6F8FA' },
        success: { DEFAULT: '#1A7F37', tint: '#DAFBE1' },
        danger: { DEFAULT: '#CF222E', tint: '#FFEBE9' },
        warning: { DEFAULT: '#9A6700', tint: '#FFF8C5' },
      },
      fontFamily: {
        // The system's own sans-serif: no font file to download before the
        // first paint, and no reflow when one arrives.
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
      fontSize: {
        xs: ['12px', '16px'],
        sm: ['14px', '20px'],
        base: ['16px', '24px'],
        lg: ['20px', '28px'],
        xl: ['24px', '32px'],
        '2xl': ['32px', '40px'],
      },
      borderRadius: { DEFAULT: '8px', card: '8px' },
      boxShadow: { overlay: '0 8px 24px rgba(31, 35, 40, 0.16)' },
      maxWidth: { page: '1280px' },
    },
  },
  plugins: [],
};

export default config;
