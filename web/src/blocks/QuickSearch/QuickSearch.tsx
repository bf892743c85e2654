import styled from 'styled-components'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { QuickSearchForm } from '@/forms/quickSearch/quickSearchPart'
import { Container } from '@/ui/Container'
import type { BlockProps } from '@/blocks/types'

const Band = styled.section`
  padding-block: 2rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
`

const Title = styled.h2`
  margin: 0 0 0.25rem;
  font-size: clamp(1.4rem, 2.5vw, 1.9rem);
`

const Subtitle = styled.p`
  margin: 0 0 1.25rem;
`

/** The product quick search (spec 02 §2): travel type, destination, duration, Search Now. */
export function QuickSearch({ block, headingLevel }: BlockProps<'quickSearch'>) {
  return (
    <Band aria-label={block.title ? undefined : 'Quick search'}>
      <Container>
        {block.title ? <Title as={headingLevel}>{block.title}</Title> : null}
        {block.subtitle ? <Subtitle>{block.subtitle}</Subtitle> : null}
        <HydrateOnInteraction load={QuickSearchForm.preload}>
          {(entered) => <QuickSearchForm idPrefix={`quick-search-${block._key}`} entered={entered} />}
        </HydrateOnInteraction>
      </Container>
    </Band>
  )
}
