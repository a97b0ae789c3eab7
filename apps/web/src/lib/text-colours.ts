/**
 * Text colours with AA contrast on white and on Mantine's light tints (Mantine's own red, green
 * and orange shades at the app's primaryShade 7 fall short for text). One set for every feature.
 */
export const DANGER = '#a51d1d';
export const SUCCESS = '#1b5e2a';
export const WARNING = '#8a3d00';
