import { Fragment } from 'react'
import { StaticHtml } from '@/hydration/StaticHtml'
import { VisuallyHidden } from '@/ui/VisuallyHidden'
import { blockComponent, blockHeading, blockHydration, isRegisteredBlock } from './registry'
import { FIRST_BLOCK_END } from './firstBlockEnd'
import type { PageBlock } from './types'

/**
 * Renders a page's blocks in order. Static blocks keep their server HTML while the page hydrates;
 * islands and 'page' blocks render as they are (an island hydrates on first interaction, a 'page'
 * block with the page; defineBlock.ts). A block type this build does not know renders nothing in
 * production (the Studio may be deployed ahead of the web) and a visible note in development.
 * No Suspense boundaries here (nor anywhere in server output): React 19 outlines a boundary that
 * completes after the first ~12.8 KB of HTML and reveals it with an inline script, which the
 * Content-Security-Policy (script-src 'self') blocks, leaving the content hidden.
 */
type Props = {
  blocks: PageBlock[] | null
  pageId?: string
  /** Whether the first block is followed by the mark the document waits for (a page's blocks). */
  markFirstBlockEnd?: boolean
  /**
   * A page's title. The first block's heading (the field its block.ts names) is the page's h1;
   * when that block shows none, the title becomes a visually hidden h1, so a page has exactly one.
   */
  pageTitle?: string | null
}

export function Blocks({ blocks, pageId = '', markFirstBlockEnd = false, pageTitle }: Props) {
  const first = blocks?.[0]
  const firstBlockHeads = Boolean(first && isRegisteredBlock(first._type) && blockHeading(first))
  return (
    <>
      {pageTitle === undefined || firstBlockHeads ? null : (
        <VisuallyHidden as="h1">{pageTitle}</VisuallyHidden>
      )}
      {blocks?.map((block, index) => {
        if (!isRegisteredBlock(block._type)) {
          return process.env.NODE_ENV === 'development' ? (
            <p key={block._key} role="note">
              No component for block type “{block._type}”
            </p>
          ) : null
        }
        const Block = blockComponent(block._type)
        const element = <Block block={block} headingLevel={index === 0 ? 'h1' : 'h2'} />
        // Keyed by page too: a duplicated page repeats its blocks' keys.
        const key = `${pageId}:${block._key}`
        return (
          <Fragment key={key}>
            {blockHydration(block._type) === 'static' ? <StaticHtml>{element}</StaticHtml> : element}
            {markFirstBlockEnd && index === 0 ? <span id={FIRST_BLOCK_END} hidden /> : null}
          </Fragment>
        )
      })}
    </>
  )
}
