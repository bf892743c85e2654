import styled from 'styled-components'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { QuickSearchForm } from '@/forms/quickSearch/quickSearchPart'
import { Container } from '@/ui/Container'
import type { BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'

const Band = styled.section`
  padding-block: 2rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
`

const Title = styled(Heading)`
  margin: 0 0 0.25rem;
`

const Subtitle = styled.p`
  margin: 0 0 1.25rem;
`

/** The product quick search (spec 02 §2): travel type, destination, duration, Search Now. */
export function QuickSearch({ block, headingLevel }: BlockProps<'quickSearch'>) {
  return (
    <Band aria-label={block.title ? undefined : 'Quick search'}>
      <Container>
        {block.title ? (
          <Title level={headingLevel} size="h2">
            {block.title}
          </Title>
        ) : null}
        {block.subtitle ? <Subtitle>{block.subtitle}</Subtitle> : null}
        <HydrateOnInteraction load={QuickSearchForm.preload}>
          {(entered) => <QuickSearchForm idPrefix={`quick-search-${block._key}`} entered={entered} />}
        </HydrateOnInteraction>
      </Container>
    </Band>
  )
}
