import { Suspense } from 'react'
import { blockComponent, isRegisteredBlock } from './registry'
import type { PageBlock } from './types'

/**
 * Renders a page's blocks in order. A block type this build does not know renders nothing in
 * production (the Studio may be deployed ahead of the web) and a visible note in development.
 * Each block is its own Suspense boundary, so React hydrates blocks one at a time, yielding to
 * the browser in between instead of blocking it for the whole page.
 */
export function Blocks({ blocks }: { blocks: PageBlock[] | null }) {
  return (
    <>
      {blocks?.map((block, index) => {
        if (!isRegisteredBlock(block._type)) {
          return process.env.NODE_ENV === 'development' ? (
            <p key={block._key} role="note">
              No component for block type “{block._type}”
            </p>
          ) : null
        }
        const Block = blockComponent(block._type)
        return (
          <Suspense key={block._key}>
            <Block block={block} headingLevel={index === 0 ? 'h1' : 'h2'} />
          </Suspense>
        )
      })}
    </>
  )
}
