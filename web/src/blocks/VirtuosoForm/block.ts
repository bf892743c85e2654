import { defineBlock } from '../defineBlock'

/** The virtuoso (agent) registration: text with a form, which hydrates when the visitor reaches for it. */
export const block = defineBlock({
  type: 'virtuosoForm',
  hydration: 'island',
  heading: 'title',
  projection: `{title, intro, locations, "page": ^._id, "termsReference": termsPage->{_type, "slug": slug.current}}`,
  load: () => import('./VirtuosoFormBlock').then((module) => module.VirtuosoFormBlock),
})
