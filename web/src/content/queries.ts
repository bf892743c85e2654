import { defineQuery } from 'groq'
// Relative imports: Sanity TypeGen (npm run generate) cannot resolve the `@/` alias.
import { blocksProjection } from './blocksProjection.generated'
import {
  brandSettings,
  buttonActionProjection,
  factSettingsProjection,
  formProjection,
  imageProjection,
  offerListProjection,
  postCardProjection,
  richTextProjection,
  shownOnSite,
  brandPost,
  shownAtNow,
  shownPost,
} from './projections'

/**
 * Every GROQ query of the web, run unchanged by both content sources (Sanity or the embedded
 * dataset). Result types are generated into sanity.types.ts by `npm run generate`.
 */

export const siteSettingsQuery = defineQuery(`${brandSettings}{
  title,
  tagline,
  socialImage${imageProjection},${factSettingsProjection},
  "homeSlug": homePage->slug.current,
  "privacySlug": privacyPage->slug.current,
  "termsSlug": termsPage->slug.current,
  "enquirySlug": enquiryPage->slug.current,
  headerNavigation[]${buttonActionProjection},
  megaMenu[]{
    _key,
    title,
    "slug": slug.current,
    destinations[]{
      _key,
      title,
      "slug": slug.current,
      "isShow": isShow == true,
      "page": page->{brand, "group": group.current, "slug": slug.current}
    }
  },
  footer{
    text,
    columns[]{_key, title, links[]${buttonActionProjection}}
  },
  notFound{title, text}
}`)

/** A block shows on every site of its brand, or only on the sites an editor chose for it. */
const blockShownOnSite = shownOnSite

/**
 * Whether a page is where a form of the brand sends its visitors once they have sent it (a
 * form's "Redirect" confirmation, e.g. `/thank-you`): a confirmation, not for search engines, so
 * it is left out of the sitemap and marked noindex.
 */
const formConfirmationPaths = `*[_type == "form" && brand == $brand && confirmationType == "redirect"].redirectUrl`
const confirmsAForm = `("/" + slug.current) in ${formConfirmationPaths}`

/** The page at a slug on a site (`$site`); the empty slug is the brand's home page. */
export const pageQuery = defineQuery(`*[
  _type == "page" && brand == $brand && select(
    $slug == "" => _id == ${brandSettings}.homePage._ref,
    slug.current == $slug
  )
][0]{
  _id,
  title,
  "slug": slug.current,
  seo{metaTitle, metaDescription, noIndex, image${imageProjection}},
  "confirmsForm": ${confirmsAForm},
  "approvedByLegal": approvedByLegal == true,
  availableFrom,
  availableUntil,
  "blocks": blocks[${blockShownOnSite}]${blocksProjection}
}`)

/** A tour destination's page on a site: /tour-destination/{group}/{slug}, shaped as a page. */
export const destinationPageQuery = defineQuery(`*[
  _type == "destinationPage" && brand == $brand && group.current == $group && slug.current == $slug
][0]{
  _id,
  title,
  "slug": "tour-destination/" + group.current + "/" + slug.current,
  seo{metaTitle, metaDescription, noIndex, image${imageProjection}},
  "confirmsForm": false,
  "approvedByLegal": false,
  "availableFrom": null,
  "availableUntil": null,
  "blocks": blocks[${blockShownOnSite}]${blocksProjection}
}`)

/**
 * Where a destination lives on the brand's site, whichever group an address named: another
 * brand's menu may name it under its own group (spec 02 §2), and the page answers with a 308.
 */
export const destinationCanonicalPathQuery = defineQuery(
  `*[_type == "destinationPage" && brand == $brand && slug.current == $slug && defined(group.current)] | order(group.current asc)[0]{
    "slug": "tour-destination/" + group.current + "/" + slug.current
  }.slug`,
)

/** A brand's destination pages' addresses, and when each last changed (getStaticPaths, sitemap). */
export const destinationPathsQuery = defineQuery(
  `*[_type == "destinationPage" && brand == $brand && defined(group.current) && defined(slug.current) && seo.noIndex != true]{
    "slug": "tour-destination/" + group.current + "/" + slug.current,
    _updatedAt
  }`,
)

/** A post of the brand at /{type-slug}/{slug}: its page. */
export const postQuery = defineQuery(`*[
  _type == "post" && brand == $brand && type == $type && slug.current == $slug
][0]{
  _id,
  _updatedAt,
  type,
  "slug": slug.current,
  title,
  summary,
  contentImage${imageProjection},
  createdAt,
  content${richTextProjection},
  seo{metaTitle, metaDescription, noIndex, image${imageProjection}},
  availableFrom,
  availableUntil
}`)

/**
 * One page of the brand's posts of a type shown at `$now`, newest first ($from, $to: a slice), how
 * many there are, and the windows of the type's scheduled posts (when the list changes next).
 */
export const postListQuery = defineQuery(`{
  "total": count(*[${shownPost} && type == $type]),
  "posts": *[${shownPost} && type == $type]
    | order(createdAt desc, _id asc)[$from...$to]${postCardProjection},
  "windows": *[${brandPost} && type == $type && (defined(availableFrom) || defined(availableUntil))]{availableFrom, availableUntil}
}`)

/** A brand's posts' addresses, and when each last changed (getStaticPaths, the lists, the sitemap). */
export const postPathsQuery = defineQuery(
  `*[${shownPost}] | order(createdAt desc, _id asc){
    type,
    "slug": slug.current,
    "noIndex": seo.noIndex == true,
    _updatedAt
  }`,
)

/** The slugs of the brand's pages shown at `$now` (their windows: studio's page). */
export const pageSlugsQuery = defineQuery(
  `*[_type == "page" && brand == $brand && defined(slug.current) && ${shownAtNow}].slug.current`,
)

/**
 * A brand's pages for its sitemap (their slugs, and when each last changed), and the paths its
 * forms send visitors to once sent, which the sitemap leaves out (sitemap.ts). Not filtered here:
 * groq-js would run the forms' subquery once per page, over the whole dataset (2.4 s at 20 times
 * the seed's content, docs/performance.md, "Scale: content").
 */
export const sitemapPagesQuery = defineQuery(`{
  "pages": *[_type == "page" && brand == $brand && defined(slug.current) && seo.noIndex != true && ${shownAtNow}]{"slug": slug.current, _updatedAt},
  "formConfirmationPaths": ${formConfirmationPaths}
}`)

/**
 * An offer of the brand shown on the site (`$site`) at /offers/{slug}, whatever its window: the
 * page decides by it whether the offer shows, has ended (web/src/server/content/offers.ts) or is
 * yet to come. Its destinations are the brand's destination pages; its trips, warehouse codes.
 */
export const offerQuery = defineQuery(`*[
  _type == "offer" && brand == $brand && slug.current == $slug && (${shownOnSite})
][0]{
  _id,
  _updatedAt,
  title,
  "slug": slug.current,
  summary,
  saving,
  terms,
  validFrom,
  validUntil,
  image${imageProjection},
  "destinations": (destinations[]->)[defined(group.current) && defined(slug.current)]{
    _id,
    title,
    "slug": "tour-destination/" + group.current + "/" + slug.current
  },
  "products": products[defined(type) && defined(code)]{_key, type, code}
}`)

/**
 * Every offer of the brand shown on the site (`$site`), soonest ending first, whatever its
 * window (the page applies it at the moment it shows: /offers, the sitemap, the ended notices).
 */
export const offerListQuery = defineQuery(`*[
  _type == "offer" && brand == $brand && defined(slug.current) && (${shownOnSite})
] | order(validUntil asc, _id asc)${offerListProjection}`)

/** Every offer of the brand, on any of its sites, with its window (getStaticPaths, revalidation). */
export const offerPathsQuery = defineQuery(
  `*[_type == "offer" && brand == $brand && defined(slug.current)]{"slug": slug.current, validFrom, validUntil}`,
)

/** A form of the brand by id: what a form route validates a submission against. */
export const formDefinitionQuery = defineQuery(
  `*[_type == "form" && _id == $id && brand == $brand][0]${formProjection}`,
)

/**
 * The brand's CMS forms by title (server only): the Submissions tool's form filter offers each,
 * whether or not anyone has sent it yet.
 */
export const brandFormsQuery = defineQuery(`*[_type == "form" && brand == $brand]{_id, title}`)

/**
 * Whether a page of the brand shows the tailor-made wizard on the site (`$site`, the page
 * queries' rule): its routes serve only such sites.
 */
export const tailorMadeWizardOfBrandQuery = defineQuery(
  `count(*[_type == "page" && brand == $brand && "tailorMadeWizard" in blocks[${blockShownOnSite}]._type]) > 0`,
)

/**
 * What a CMS form emails (server only: recipients never reach a page). The route renders the
 * mails from it when a visitor sends the form and stores them with the submission.
 */
export const formEmailsQuery = defineQuery(
  `*[_type == "form" && _id == $id && brand == $brand][0]{
  notificationEmail{recipients, subject, introduction},
  confirmationEmail{send, subject, body},
  "siteSettings": ${brandSettings}{${factSettingsProjection}
  }
}`,
)

/** Where failure alerts of the brand go (server only). */
export const operationsEmailQuery = defineQuery(`${brandSettings}.operationsEmail`)

/**
 * The block a page-builder form posts from (its key, `$block`), as the posting site (`$site`)
 * shows it: a block an editor limited to one market (blockShownOnSite, the page queries' rule)
 * is no form of the brand's other sites.
 */
const postedBlockOnSite = `_key == $block && (${blockShownOnSite})`

/**
 * A famil registration form of the brand, by its page's id and its block's key (what the form
 * posts): the famil's name (the page's title) and the famil whose window it takes registrations
 * in. Null `form` when that page holds no such block shown on the site.
 */
export const familFormQuery = defineQuery(
  `*[_id == $page && brand == $brand][0]{
  title,
  "form": blocks[${postedBlockOnSite} && _type == "familRegistrationForm"][0]{
    famil->{hidden, brand, date, registrationOpens, registrationCloses}
  }
}`,
)

/**
 * A webinar form of the brand shown on the site, by its page's id and its block's key: the
 * webinar (its title).
 */
export const webinarFormQuery = defineQuery(
  `*[_id == $page && brand == $brand][0].blocks[${postedBlockOnSite} && _type == "webinarForm"][0]{title}`,
)

/**
 * An agent acceptance form of the brand, by its page's id and its block's key: its type (the
 * page's title). Null `form` when that page holds no such block shown on the site.
 */
export const acceptanceFormQuery = defineQuery(
  `*[_id == $page && brand == $brand][0]{
  title,
  "form": blocks[${postedBlockOnSite} && _type == "agentAcceptanceForm"][0]{_key}
}`,
)

/**
 * A virtuoso form of the brand shown on the site, by its page's id and its block's key: its type
 * (title) and locations.
 */
export const virtuosoFormQuery = defineQuery(
  `*[_id == $page && brand == $brand][0].blocks[${postedBlockOnSite} && _type == "virtuosoForm"][0]{title, locations}`,
)

/**
 * What the launch check (scripts/check-launch.ts, docs/production.md) reads of a brand beyond its
 * settings and legal pages: where failure alerts go, the CMS forms a page of the brand places and
 * whom each notifies, and its offers (studio/schemas/documents/offer.ts) with whether each has
 * its terms. The forms' subquery is a second filter: groq-js evaluates both sides of `&&`, so in
 * the first it would run for every document.
 */
export const launchCheckQuery = defineQuery(`{
  "operationsEmail": ${brandSettings}.operationsEmail,
  "forms": *[_type == "form" && brand == $brand][
    count(*[_type in ["page", "destinationPage"] && brand == $brand && references(^._id)]) > 0
  ] | order(_id asc){_id, title, "recipients": notificationEmail.recipients},
  "offers": *[_type == "offer" && brand == $brand] | order(_id asc){
    _id,
    "title": coalesce(title, _id),
    "hasTerms": defined(terms) && terms != "" && count(terms) != 0
  }
}`)

/**
 * The documents that refer to any of `$ids`, with what their addresses are made of: a publish
 * follows them to the pages that show the changed document (revalidationPaths.ts).
 */
export const referringDocumentsQuery = defineQuery(
  `*[references($ids)]{_id, _type, brand, "slug": slug.current, "group": group.current, type}`,
)

/** What a document's address is made of, as it is now: a publish re-renders it there. */
export const documentAddressQuery = defineQuery(
  `*[_id == $id][0]{_type, "slug": slug.current, "group": group.current, type}`,
)

/**
 * A brand's pages with a block of `$blockTypes` (a publish re-renders the pages whose blocks
 * list the changed document's type), with what their addresses are made of.
 */
export const pagesWithBlocksQuery = defineQuery(
  `*[_type in ["page", "destinationPage"] && brand == $brand && count(blocks[_type in $blockTypes]) > 0]{_type, "slug": slug.current, "group": group.current}`,
)

/** Where a form sends its visitors once sent (its "Redirect" confirmation): that page is marked as one. */
export const formRedirectQuery = defineQuery(
  `*[_type == "form" && _id == $id && confirmationType == "redirect"][0].redirectUrl`,
)
