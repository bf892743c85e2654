import { blockComponent, isRegisteredBlock } from './registry'
import type { PageBlock } from './types'

/**
 * Renders a page's blocks in order. A block type this build does not know renders nothing in
 * production (the Studio may be deployed ahead of the web) and a visible note in development.
 * No Suspense boundaries here (nor anywhere in server output): React 19 outlines a boundary that
 * completes after the first ~12.8 KB of HTML and reveals it with an inline script, which the
 * Content-Security-Policy (script-src 'self') blocks, leaving the content hidden.
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
        return <Block key={block._key} block={block} headingLevel={index === 0 ? 'h1' : 'h2'} />
      })}
    </>
  )
}
