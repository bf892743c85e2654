import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{
  title,
  intro,
  "pageTitle": ^.title,
  "page": ^._id,
  "termsReference": termsPage->{_type, "slug": slug.current},
  famil->{hidden, brand, date, registrationOpens, registrationCloses}
}`

/**
 * The famil registration form, which hydrates when the visitor reaches for it; its famil is the
 * page's title. It posts its page's id and its key, from which the route reads both again. With a famil referenced, the server closes it with that famil's registration
 * window (`registration`, web/src/server/content/publishWindows.ts).
 */
export const block = defineBlock({
  type: 'familRegistrationForm',
  hydration: 'island',
  heading: 'title',
  load: () => import('./FamilRegistrationForm').then((module) => module.FamilRegistrationForm),
})
