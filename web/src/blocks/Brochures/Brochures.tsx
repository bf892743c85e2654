import styled from 'styled-components'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import type { Brochure } from './types'
import { Heading } from '@/ui/Heading'

// The grid and its paging load apart from the page (the server waits for them, so the first page
// is in its HTML): in the browser as the grid comes into view. The PDF dialog loads on its own,
// when a brochure is first pointed at or opened (BrochureGrid).
export const BrochureGrid = lazyPart(() => import('./BrochureGrid').then((module) => module.BrochureGrid))

const Title = styled(Heading)`
  margin: 0 0 1.25rem;
`

/** The brand's brochures, 16 to a page; each opens its PDF in a full-screen viewer. */
export function Brochures({ block, headingLevel }: BlockProps<'brochures'>) {
  const brochures = (block.brochures ?? []).filter((brochure): brochure is Brochure =>
    Boolean(brochure?.file),
  )
  if (brochures.length === 0) return null
  const label = block.title ?? 'Brochures'
  return (
    <Section aria-labelledby={`brochures-${block._key}-title`}>
      <Container>
        <Title level={headingLevel} id={`brochures-${block._key}-title`} size="h2">
          {block.title}
        </Title>
        <HydrateOnInteraction load={BrochureGrid.preload} whenVisible>
          {() => (
            <BrochureGrid
              brochures={brochures}
              label={label}
              idPrefix={`brochures-${block._key}`}
              titleLevel={headingLevel === 'h1' ? 'h2' : 'h3'}
            />
          )}
        </HydrateOnInteraction>
      </Container>
    </Section>
  )
}
