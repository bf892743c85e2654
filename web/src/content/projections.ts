/**
 * GROQ projections that several queries and blocks share (a block's own projection is in its
 * block.ts). Imported by relative paths from queries.ts: Sanity TypeGen resolves relative imports
 * only, and only names imported without `as`.
 */

/**
 * When the document a link references shows: its publish window (a page's, a post's), or an
 * offer's validity, which is an offer's window. The sites hide a link outside it
 * (web/src/server/content/scheduledLinks.ts).
 */
export const linkedWindow = `"availableFrom": coalesce(availableFrom, validFrom), "availableUntil": coalesce(availableUntil, validUntil)`

/**
 * Whether a document with a publish window (a page, a post) shows at `$now` (an ISO instant: now,
 * or the moment a preview shows): from `availableFrom` (inclusive) until `availableUntil`
 * (exclusive), either end open when empty; web/src/server/content/publishWindows.ts's isInWindow
 * is the same rule for what is decided after the query.
 */
export const shownAtNow = `(!defined(availableFrom) || dateTime(availableFrom) <= dateTime($now)) && (!defined(availableUntil) || dateTime(availableUntil) > dateTime($now))`

/**
 * Where a link goes: its URL, the service of the site's market it names (`siteLink`: travel
 * advice, insurance), or the document it references with what that document's address is made
 * of (a destination page's group, a post's type): web/src/site/documentPaths.ts.
 */
export const linkTarget = `internalLink, siteLink, link, newTab, "reference": reference->{_type, "slug": slug.current, "group": group.current, type, ${linkedWindow}}`

/**
 * The brand's site settings. The Studio edits one document a brand, `siteSettings-<brand>`
 * (config's siteSettingsId); it comes first, so a stray second copy (made through the API, or
 * by a Duplicate before the Studio removed that action) never decides what the sites show, and
 * among copies without that id the order is by id: the same one every time.
 */
export const brandSettings = `*[_type == "siteSettings" && brand == $brand] | order(_id == "siteSettings-" + $brand desc, _id asc)[0]`

/**
 * What of a brand's settings a site's facts come from (server/content/siteFacts.ts): the brand's
 * contact details and company, and each site's own where it has them.
 */
export const factSettingsProjection = `
  contact{phone, email, address, openingHours},
  company{legalName, businessNumber, governingLaw, privacyLaw},
  siteDetails[]{site, phone, email, address, openingHours, legalName, businessNumber, governingLaw, privacyLaw}`

export const buttonActionProjection = `{_key, label, ${linkTarget}}`

/**
 * An image with what an editor framed in the Studio: the asset's address and own size, and the
 * crop and hotspot that web/src/site/cmsImageSource.ts applies (the cropped size, the focal point).
 */
export const imageProjection = `{
  alt,
  "src": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  crop{top, bottom, left, right},
  hotspot{x, y, width, height}
}`

export const richTextProjection = `[]{
  ...,
  markDefs[]{
    ...,
    _type == "link" => {_key, _type, ${linkTarget}}
  }
}`

/**
 * The choices of a select that offers the brand's brochures (its `choices`, the Studio's
 * BROCHURE_CHOICES): every brochure of the brand with its PDF, by title, each sent as its title,
 * with its publish window, which the server applies (`formAt`, web/src/server/content/publishWindows.ts).
 */
const brochureChoices = `*[_type == "brochure" && brand == $brand && defined(title) && defined(file.asset)]
  | order(title asc, _id asc){"_key": _id, "label": title, "value": title, availableFrom, availableUntil}`

/**
 * A CMS-defined form: its fields in order, and what follows a send. The
 * captcha is on unless an editor switched it off: forms saved before the switch existed ask too.
 * A select's options are those typed in the Studio, or the brand's brochures with their windows.
 */
export const formProjection = `{
  _id,
  title,
  submitButtonLabel,
  "captcha": coalesce(captcha, true),
  confirmationType,
  confirmationMessage${richTextProjection},
  redirectUrl,
  fields[]{
    _key,
    _type,
    name,
    label,
    required,
    width,
    defaultValue,
    fillFromLink,
    rows,
    "options": select(choices == "brochures" => ${brochureChoices}, options[]{_key, label, value}),
    showWhen{field, value},
    message${richTextProjection}
  }
}`

/**
 * A post of the brand (in `$brand`) with a type and a slug, so it has its page at
 * /{type-slug}/{slug}, whatever its window.
 */
export const brandPost = `_type == "post" && brand == $brand && defined(type) && defined(slug.current)`

/**
 * A post the brand's sites show at `$now`: one of the brand's, in its window. The lists of posts,
 * the sitemap and the news carousel all keep to it.
 */
export const shownPost = `${brandPost} && ${shownAtNow}`

/** A post as a card shows it (the news carousel, the lists of posts): no content, a summary. */
export const postCardProjection = `{
  _id,
  type,
  "slug": slug.current,
  title,
  summary,
  contentImage${imageProjection},
  createdAt
}`

/**
 * A block or an offer shows on every site of its brand, or only on the sites an editor chose for
 * it (`onlyOnSites`, studio/schemas/fields/onlyOnSites.ts): copy for one market (`$site`).
 */
export const shownOnSite = `!defined(onlyOnSites) || count(onlyOnSites) == 0 || $site in onlyOnSites`

/**
 * An offer as a list shows it (/offers, the home page's offer links): its window decides whether
 * it shows at a moment (web/src/site/offers.ts); the page or block applies it.
 */
const offerCardFields = `
  _id,
  title,
  "slug": slug.current,
  summary,
  saving,
  validFrom,
  validUntil`

export const offerCardProjection = `{${offerCardFields}
}`

/** An offer's card with its picture and when it last changed: /offers and the sitemap. */
export const offerListProjection = `{${offerCardFields},
  image${imageProjection},
  _updatedAt
}`
