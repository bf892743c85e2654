/**
 * The script that starts the page's own scripts once the page has painted, on every page:
 * pages/_document.tsx (`PaintFirstHead`) preloads the chunks and names them to it
 * (docs/hydration.md).
 */
export const SCRIPTS_AFTER_FIRST_PAINT = '/frontend/scripts-after-first-paint.js'
