import { defineField, defineType } from 'sanity'
import { OUTBOUND_LINKS, outboundLinksOfKind, type OutboundLinkKind } from '@travel/config'
import { pathOf } from '../../presentation/locations'
import { brandReferenceOptions } from './brandReferenceOptions'
import { brandOf, checkPublishedReference } from './publishedReference'
import { checkScheduledTarget } from './scheduledLinkTarget'

type LinkParent = { internalLink?: boolean; siteLink?: string } | undefined

/** A service each site links in its own market (config's markets): 'Travel advice (Smartraveller, SafeTravel)'. */
function outboundTitle({ kind, title }: { kind: OutboundLinkKind; title: string }): string {
  return `${title} (${outboundLinksOfKind(kind)
    .map((link) => link.name)
    .join(', ')})`
}

/** The services a link may lead to by kind, each site to its own market's. */
export const SITE_LINK_OPTIONS = OUTBOUND_LINKS.map((link) => ({
  title: outboundTitle(link),
  value: link.kind,
}))

/** The documents an internal link may lead to: each has a public address on its brand's sites. */
export const LINK_TARGET_TYPES = ['page', 'destinationPage', 'post', 'offer'] as const

/**
 * Where a link goes (a button action without its label): a published page, destination page,
 * post or offer of this brand, a service that depends on the site's market (its travel advice or
 * insurance: each site links its own, with its name; text names them with its Contact detail
 * inline instead, `siteLinks: false`), or a URL. The reference is strong, so
 * Sanity will not delete a document something links to.
 */
export function linkTargetFields({ siteLinks = true }: { siteLinks?: boolean } = {}) {
  return [
    defineField({
      name: 'internalLink',
      title: 'Link to a page, destination, post or offer of this site',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({
      name: 'reference',
      title: 'Page, destination, post or offer',
      description: 'A published page, destination page, post or offer of this brand.',
      type: 'reference',
      to: LINK_TARGET_TYPES.map((type) => ({ type })),
      options: brandReferenceOptions(),
      hidden: ({ parent }) => !(parent as LinkParent)?.internalLink,
      validation: (rule) => [
        rule.custom(async (value: { _ref?: string } | undefined, context) => {
          if (!(context.parent as LinkParent)?.internalLink) return true
          if (!value?._ref) return 'Choose the page, destination, post or offer to link to'
          return checkPublishedReference(
            value,
            context,
            [brandOf(context.document)],
            'Choose a page, destination, post or offer of this brand',
          )
        }),
        rule
          .custom((value: { _ref?: string } | undefined, context) =>
            (context.parent as LinkParent)?.internalLink ? checkScheduledTarget(value, context) : true,
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'siteLink',
      title: 'Or the site’s own link to',
      description:
        'Services that differ by country: each site links its own market’s and names it beside the label. Leave empty to give a URL.',
      type: 'string',
      options: { list: SITE_LINK_OPTIONS },
      hidden: ({ parent }) => !siteLinks || Boolean((parent as LinkParent)?.internalLink),
    }),
    defineField({
      name: 'link',
      title: 'URL',
      description:
        'A full address (https://…), an email (mailto:…), a phone number (tel:…), or a path of this site (/…).',
      // A string checked by checkLinkUrl: Sanity's url type adds its own check, whose words
      // ("Not a valid URL") tell an editor nothing, beside ours.
      type: 'string',
      hidden: ({ parent }) =>
        Boolean((parent as LinkParent)?.internalLink || (parent as LinkParent)?.siteLink),
      validation: (rule) =>
        rule.custom((value: string | undefined, { parent }) => {
          if ((parent as LinkParent)?.internalLink || (parent as LinkParent)?.siteLink) return true
          return value ? checkLinkUrl(value) : 'Enter the URL to link to'
        }),
    }),
    defineField({ name: 'newTab', title: 'Open in a new tab', type: 'boolean', initialValue: false }),
  ]
}

const EMAIL = /^[^\s@?]+@[^\s@?]+\.[^\s@?]+$/
const PHONE = /^\+?[0-9][0-9 ()-]{4,}$/
const DOMAIN_LIKE = /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/|$)/i

/**
 * What a link's URL must look like, said in words an editor can act on: a full http(s) address
 * with a host, `mailto:` an email address, `tel:` a phone number, a path of this site (`/…`) or a
 * place on the page (`#…`). A bare domain (`www.example.com`) would be read as a path of the site,
 * so it is refused with the fix; any other scheme (`javascript:`, `ftp:`) is refused.
 */
export function checkLinkUrl(url: string): true | string {
  if (/\s/.test(url)) return 'A URL has no spaces: remove them (or write %20 in a path)'
  if (url.startsWith('//')) return `Start the address with https: “https:${url}”`
  if (url.startsWith('/') || url.startsWith('#')) return true
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase()
  if (scheme === 'mailto') {
    const address = url.slice('mailto:'.length).split('?')[0] ?? ''
    return EMAIL.test(address) ? true : 'After mailto: write an email address, e.g. mailto:sales@example.com'
  }
  if (scheme === 'tel') {
    return PHONE.test(url.slice('tel:'.length))
      ? true
      : 'After tel: write the phone number in digits, e.g. tel:+61299998888'
  }
  if (scheme === 'http' || scheme === 'https') {
    const host = URL.canParse(url) ? new URL(url).hostname : ''
    return host.includes('.')
      ? true
      : 'This address has no site name: write it whole, e.g. https://www.example.com/page'
  }
  if (!scheme && DOMAIN_LIKE.test(url)) return `Add https:// in front: “https://${url}”`
  return 'Start the URL with https://, mailto:, tel:, or / for a page of this site'
}

/** What a link's preview reads of it: where it goes. */
export const linkPreviewSelection = {
  internalLink: 'internalLink',
  siteLink: 'siteLink',
  link: 'link',
  targetType: 'reference._type',
  targetTitle: 'reference.title',
  slug: 'reference.slug.current',
  group: 'reference.group.current',
  postType: 'reference.type',
}

type LinkPreviewValue = {
  internalLink?: boolean
  siteLink?: string
  link?: string
  targetType?: string
  targetTitle?: string
  slug?: string
  group?: string
  postType?: string
}

const TARGET_TYPE_TITLES: Record<string, string> = {
  page: 'Page',
  destinationPage: 'Destination page',
  post: 'Post',
}

/**
 * Where a link goes, in a line for its preview: `→ Destination page “Japan”: /tour-destination/asia/japan`,
 * `→ Travel advice (Smartraveller, SafeTravel)`, `→ https://…`, or what is still missing.
 */
export function linkTargetSummary({
  internalLink,
  siteLink,
  link,
  targetType,
  targetTitle,
  slug,
  group,
  postType,
}: LinkPreviewValue): string {
  const service = internalLink ? undefined : SITE_LINK_OPTIONS.find((option) => option.value === siteLink)
  if (service) return `→ ${service.title}`
  if (!internalLink) return link ? `→ ${link}` : 'No URL yet'
  if (!targetType) return 'No page chosen yet'
  const path = pathOf({ _type: targetType, slug, group, type: postType })
  const kind = TARGET_TYPE_TITLES[targetType] ?? targetType
  return `→ ${kind} “${targetTitle || 'Untitled'}”${path ? `: ${path}` : ''}`
}

/** A labelled link: navigation items, buttons. */
export const buttonAction = defineType({
  name: 'buttonAction',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => [
        rule.required(),
        rule
          .custom((label: string | undefined, { parent }) => serviceNamedInLabel(label, parent as LinkParent))
          .warning(),
      ],
    }),
    ...linkTargetFields(),
  ],
  preview: {
    select: { title: 'label', ...linkPreviewSelection },
    prepare: ({ title, ...target }: LinkPreviewValue & { title?: string }) => ({
      title: title || 'Link',
      subtitle: linkTargetSummary(target),
    }),
  },
})

/**
 * A link to the site's travel advice or insurance shows the name of its market's service beside
 * its label, so the label names none: 'Smartraveller travel advice' would read so on the New
 * Zealand site too, beside SafeTravel.
 */
export function serviceNamedInLabel(label: string | undefined, parent: LinkParent): true | string {
  const kind = OUTBOUND_LINKS.find((link) => link.kind === parent?.siteLink)?.kind
  if (parent?.internalLink || !kind || !label) return true
  const named = outboundLinksOfKind(kind).find((service) =>
    label.toLowerCase().includes(service.name.toLowerCase()),
  )
  return named
    ? `Leave out “${named.name}”: each site names its own market’s service beside the label (${outboundLinksOfKind(
        kind,
      )
        .map((service) => service.name)
        .join(', ')})`
    : true
}
