/**
 * Colours with AA contrast on white and on Mantine's light tints (Mantine's own red/green/orange
 * shades at the app's primaryShade 7 fall short for text).
 */
export const DANGER = '#c92a2a';
export const SUCCESS = '#1e6b30';
export const WARNING = '#9c4600';
