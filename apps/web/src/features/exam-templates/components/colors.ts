/** Red with AA contrast on white and on Mantine's light tints (Mantine's own red shades fall short for text). */
export const DANGER = '#a51d1d';
/** Orange-brown with AA contrast on white and light tints, for warnings. */
export const WARNING = '#8a3d00';
