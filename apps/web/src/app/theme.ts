import { createTheme } from '@mantine/core';

const fontFamily =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 8 keeps white button text above 4.5:1 contrast.
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily,
  headings: { fontFamily, fontWeight: '650' },
  components: {
    Paper: { defaultProps: { shadow: 'xs' } },
    NavLink: { defaultProps: { variant: 'light' } },
  },
});
