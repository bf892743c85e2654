import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title, intro, locations, "page": ^._id, "termsReference": termsPage->{_type, "slug": slug.current}}`

/** The virtuoso (agent) registration: text with a form, which hydrates when the visitor reaches for it. */
export const block = defineBlock({
  type: 'virtuosoForm',
  hydration: 'island',
  heading: 'title',
  load: () => import('./VirtuosoFormBlock').then((module) => module.VirtuosoFormBlock),
})
