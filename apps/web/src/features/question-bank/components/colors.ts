/**
 * Colours with AA contrast on white and on Mantine's light tints (Mantine's own red/green/orange
 * shades at the app's primaryShade 7 fall short for text).
 */
export const DANGER = '#a51d1d';
export const SUCCESS = '#1b5e2a';
export const WARNING = '#8a3d00';
