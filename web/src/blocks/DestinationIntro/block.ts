import { richTextProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{text${richTextProjection}}`

/** Text clamped by CSS, its toggle a checkbox: nothing to run in the browser. */
export const block = defineBlock({
  type: 'destinationIntro',
  hydration: 'static',
  heading: null,
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './DestinationIntro').then(
      (module) => module.DestinationIntro,
    ),
})
