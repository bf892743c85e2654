import { defineBlock } from '../defineBlock'

/**
 * The famil registration form, which hydrates when the visitor reaches for it; its famil is the
 * page's title. With a famil referenced, the server closes it with that famil's registration
 * window (`registration`, web/src/server/content/publishWindows.ts).
 */
export const block = defineBlock({
  type: 'familRegistrationForm',
  hydration: 'island',
  projection: `{
    title,
    intro,
    "pageTitle": ^.title,
    "termsReference": termsPage->{_type, "slug": slug.current},
    famil->{hidden, date, registrationOpens, registrationCloses}
  }`,
  load: () => import('./FamilRegistrationForm').then((module) => module.FamilRegistrationForm),
})
