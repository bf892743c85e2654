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

const Title = styled(Heading)`
  margin: 0 0 2rem;
  text-align: center;
`

const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: 2rem;
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: center;
`

const Figure = styled.li`
  display: grid;
  align-content: start;
  gap: 0.35rem;
`

const Above = styled.span`
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`

const Number = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  ${typeStep('display')}
`

const Below = styled.span`
  font-weight: 600;
`

/**
 * Figures side by side, each a line above (header 1), a number that counts up from 0 once
 * scrolled into view, and a line under it (header 2). The figures are an island that hydrates as
 * it comes into view, and counts then (docs/hydration.md, the counter).
 */
export function CounterGroup({ block, headingLevel }: BlockProps<'counterGroup'>) {
  const locale = getSite(useSite().id)?.locale ?? 'en-AU'
  const items = block.items ?? []
  if (items.length === 0) return null
  return (
    <Section>
      <Container>
        {block.title ? (
          <Title level={headingLevel} size="h2">
            {block.title}
          </Title>
        ) : null}
        <HydrateOnInteraction load={CountUpNumber.preload} whenVisible>
          {() => (
            <Figures>
              {items.map((item) => (
                <Figure key={item._key}>
                  {item.header1 ? <Above>{item.header1}</Above> : null}
                  <Number>
                    <CountUpNumber total={item.number ?? 0} locale={locale} suffix={item.suffix} />
                  </Number>
                  {item.header2 ? <Below>{item.header2}</Below> : null}
                </Figure>
              ))}
            </Figures>
          )}
        </HydrateOnInteraction>
      </Container>
    </Section>
  )
}
