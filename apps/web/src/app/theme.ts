import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Blue scale matching --mw-brand (#1d4ed8 = shade 7, 6.7:1 with white text).
const brand: MantineColorsTuple = [
  '#eff6ff',
  '#dbeafe',
  '#bfdbfe',
  '#93c5fd',
  '#60a5fa',
  '#3b82f6',
  '#2563eb',
  '#1d4ed8',
  '#1e40af',
  '#1e3a8a',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 4 },
  colors: { brand },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
  defaultRadius: 'md',
  focusRing: 'auto',
});

/** Mantine's default "dimmed" grey fails AA contrast on white; use the app's muted ink. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#4b5563', '--mantine-color-anchor': '#1d4ed8' },
  dark: {},
});
