import styled from 'styled-components'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import { ButtonLink } from '@/ui/ButtonLink'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { layoutOf } from './variants'
import { Heading } from '@/ui/Heading'

// The values and their carousel load apart from the page (the server waits for them): in the
// browser as the carousel comes into view, when its auto-play starts.
export const ValueSlides = lazyPart(() => import('./ValueSlides').then((module) => module.ValueSlides))

const Title = styled(Heading)`
  margin: 0 0 0.75rem;
`

const Intro = styled.p`
  max-width: 60ch;
  margin: 0 0 1.5rem;
  color: ${({ theme }) => theme.colors.muted};
`

const Bottom = styled.div`
  display: flex;
  justify-content: center;
`

/**
 * What the company stands for, as values that slide every 8 seconds: two to a view with a button
 * under them, three, two cards or one card (variants.ts).
 */
export function ValueCarousel({ block, headingLevel }: BlockProps<'valueCarousel'>) {
  const items = block.items ?? []
  if (items.length === 0) return null
  const label = block.title ?? 'Our values'
  const { button } = layoutOf(block.variant)
  return (
    <Section>
      <Container>
        <Title level={headingLevel} size="h2">
          {block.title}
        </Title>
        {block.intro ? <Intro>{block.intro}</Intro> : null}
        <HydrateOnInteraction load={ValueSlides.preload} whenVisible>
          {() => (
            <ValueSlides
              label={label}
              items={items}
              variant={block.variant}
              headingLevel={headingLevel === 'h1' ? 'h2' : 'h3'}
            />
          )}
        </HydrateOnInteraction>
        {button && block.button?.label ? (
          <Bottom>
            <ButtonLink link={block.button}>{block.button.label}</ButtonLink>
          </Bottom>
        ) : null}
      </Container>
    </Section>
  )
}
