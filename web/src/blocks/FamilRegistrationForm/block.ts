import { defineBlock } from '../defineBlock'

/** The famil registration form, which hydrates when the visitor reaches for it; its famil is the page's title. */
export const block = defineBlock({
  type: 'familRegistrationForm',
  hydration: 'island',
  projection: `{title, intro, "pageTitle": ^.title, "termsReference": termsPage->{_type, "slug": slug.current}}`,
  load: () => import('./FamilRegistrationForm').then((module) => module.FamilRegistrationForm),
})
