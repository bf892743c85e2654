import styled from 'styled-components'
import { getSite } from '@travel/config'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import { useSite } from '@/site/SiteContext'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'
import { typeStep } from '@/theme/typeStep'

// The counting number loads apart from the page (the server waits for it): in the browser as it
// comes into view, when it starts counting. The counter blocks share its chunk.
const CountUpNumber = lazyPart(() =>
  import('@/ui/CountUp/CountUpNumber').then((module) => module.CountUpNumber),
)

const Band = styled(Container)`
  text-align: center;
`

const Title = styled(Heading)`
  margin: 0 0 0.75rem;
`

const Figure = styled.p`
  margin: 0;
`

const Number = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  ${typeStep('display')}
`

const Caption = styled.span`
  display: block;
  margin-top: 0.5rem;
  font-weight: 600;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.muted};
`

/**
 * 'Why choose us': a number that counts up from 0 once scrolled into view, with a line under it.
 * The figure is an island that hydrates as it comes into view, and counts then (docs/hydration.md).
 */
export function Counter({ block, headingLevel }: BlockProps<'counter'>) {
  const locale = getSite(useSite().id)?.locale ?? 'en-AU'
  const total = block.numberCount ?? 0
  return (
    <Section>
      <Band>
        {block.topTitle ? (
          <Title level={headingLevel} size="h2">
            {block.topTitle}
          </Title>
        ) : null}
        <HydrateOnInteraction load={CountUpNumber.preload} whenVisible>
          {() => (
            <Figure>
              <Number>
                <CountUpNumber total={total} locale={locale} suffix={block.suffix} />
              </Number>
              {block.bottomTitle ? <Caption>{block.bottomTitle}</Caption> : null}
            </Figure>
          )}
        </HydrateOnInteraction>
      </Band>
    </Section>
  )
}
