/**
 * A CSS custom property holding the keyboard focus ring's colour, set on the document by the theme (theme.ts), for
 * code that draws the ring somewhere MUI does not (a table row around its focused button). Its own module so that
 * such code does not pull the themes into its chunk.
 */
export const FOCUS_RING_VAR = '--asiste-focus-ring';
