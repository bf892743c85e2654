import type { DocumentActionComponent, SanityDocument } from 'sanity'
import { useRouter } from 'sanity/router'
import type { BrandId } from '@travel/config'
import { pathOf } from './locations'

/** The Presentation tool of a brand's workspace, on a document, at a path of the site if known. */
export function presentationHref(brand: BrandId, type: string, id: string, path: string | null): string {
  const tool = `/${brand}/presentation/${encodeURIComponent(type)}/${encodeURIComponent(id)}`
  return path ? `${tool}?${new URLSearchParams({ preview: path })}` : tool
}

type Routed = SanityDocument & { slug?: { current?: string }; group?: { current?: string }; type?: string }

/** Where a document's own page is: for pages, destination pages and posts; others by their locations. */
export function documentPath(type: string, document: Routed | null): string | null {
  if (!document) return null
  return pathOf({
    _type: type,
    slug: document.slug?.current,
    group: document.group?.current,
    type: document.type,
  })
}

/**
 * "Preview draft": opens the document in the Presentation tool, which shows the draft on the
 * brand's site in draft mode (its own page, or where the document is used).
 */
export function previewDraftAction(brand: BrandId): DocumentActionComponent {
  const PreviewDraft: DocumentActionComponent = ({ id, type, draft, published }) => {
    const router = useRouter()
    const href = presentationHref(brand, type, id, documentPath(type, (draft ?? published) as Routed | null))
    return {
      label: 'Preview draft',
      title: 'Open this document on the site, with its draft, in the Presentation tool',
      onHandle: () => router.navigateUrl({ path: href }),
    }
  }
  PreviewDraft.displayName = 'PreviewDraft'
  return PreviewDraft
}
