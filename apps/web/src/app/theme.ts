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

/**
 * Mantine's own colours at the shade every variant uses here (primaryShade 7: filled buttons and
 * badges, outline, `c="red"` text) mostly fail WCAG AA with white text or on white: green 7 is
 * 2.8:1, red 3.8:1, orange 3.0:1, yellow 2.1:1, teal 3.1:1, blue 4.2:1. These tuples are Mantine's
 * defaults with shade 7 darkened just enough for >= 4.5:1 against white text AND on gray-1
 * (#f1f3f5) backgrounds (>= 5:1 on white), shades 8-9 kept darker than 7 (hover), and shade 9
 * (text of the `light` variant, e.g. Alert) >= 4.5:1 on shades 1-2. Generated once from
 * DEFAULT_THEME.colors; screens may use any Mantine colour without per-screen contrast fixes.
 * gray and dark pass as they are.
 */
const AA_COLORS: Record<string, MantineColorsTuple> = {
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#ce3535', '#b52f2f', '#9f2929'],
  pink: ['#fff0f6', '#ffdeeb', '#fcc2d7', '#faa2c1', '#f783ac', '#f06595', '#e64980', '#cb3067', '#c2255c', '#a61e4d'],
  grape: ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#be4bdb', '#a93cc3', '#9c36b5', '#862e9c'],
  violet: [
    '#f3f0ff',
    '#e5dbff',
    '#d0bfff',
    '#b197fc',
    '#9775fa',
    '#845ef7',
    '#7950f2',
    '#7048e8',
    '#6741d9',
    '#5a3aba',
  ],
  indigo: [
    '#edf2ff',
    '#dbe4ff',
    '#bac8ff',
    '#91a7ff',
    '#748ffc',
    '#5c7cfa',
    '#4c6ef5',
    '#4162e9',
    '#3b5bdb',
    '#334abb',
  ],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1971c1', '#1663aa', '#135796'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#15aabf', '#0d7a8a', '#0b6b79', '#0a5e6a'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886', '#097e5b', '#086f50', '#076246'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#277e37', '#226f30', '#1e622a'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#82c91e', '#4e7b0f', '#456c0d', '#3d5f0b'],
  yellow: [
    '#fff9db',
    '#fff3bf',
    '#ffec99',
    '#ffe066',
    '#ffd43b',
    '#fcc419',
    '#fab005',
    '#986300',
    '#865700',
    '#764d00',
  ],
  orange: [
    '#fff4e6',
    '#ffe8cc',
    '#ffd8a8',
    '#ffc078',
    '#ffa94d',
    '#ff922b',
    '#fd7e14',
    '#b94d05',
    '#a34404',
    '#8f3c04',
  ],
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 4 },
  colors: { ...AA_COLORS, brand },
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
