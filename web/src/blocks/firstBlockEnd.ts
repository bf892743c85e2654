/**
 * The id of a mark after a page's first block, which the document's `<link rel="expect"
 * blocking="render">` waits for: the browser paints nothing until the first block has arrived
 * whole. Painting a block while its HTML still arrives would move it once the rest came: a hero
 * whose words sit at its bottom would push them up line by line (a layout shift). Browsers without
 * the feature paint as before.
 */
export const FIRST_BLOCK_END = 'first-block-end'
