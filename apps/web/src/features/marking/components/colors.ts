/** Colours with AA contrast on white and on Mantine's light tints. */
export const DANGER = '#a51d1d';
export const SUCCESS = '#1b5e2a';
export const WARNING = '#8a3d00';
