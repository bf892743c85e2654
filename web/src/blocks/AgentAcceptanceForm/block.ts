import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{title, intro, "pageTitle": ^.title, "page": ^._id, "termsReference": termsPage->{_type, "slug": slug.current}}`

/**
 * The agent acceptance form, which hydrates when the visitor reaches for it; `type` is the page's
 * title, which the route reads from the form's place (its page and key).
 */
export const block = defineBlock({
  type: 'agentAcceptanceForm',
  hydration: 'island',
  heading: 'title',
  load: () => import('./AgentAcceptanceForm').then((module) => module.AgentAcceptanceForm),
})
