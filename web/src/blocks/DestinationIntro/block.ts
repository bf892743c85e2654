import { richTextProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** Text clamped by CSS, its toggle a checkbox: nothing to run in the browser. */
export const block = defineBlock({
  type: 'destinationIntro',
  hydration: 'static',
  heading: null,
  projection: `{text${richTextProjection}}`,
  load: () =>
    import(/* webpackChunkName: "static-parts" */ './DestinationIntro').then(
      (module) => module.DestinationIntro,
    ),
})
