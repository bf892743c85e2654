import type { BlockOf } from '../types'

/** A brochure as the grid shows it: the server has left out those outside their publish window. */
export type Brochure = NonNullable<NonNullable<BlockOf<'brochures'>['brochures']>[number]> & { file: string }
