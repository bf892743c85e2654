import { useRef } from 'react'
import styled from 'styled-components'
import { getSite } from '@travel/config'
import { useSite } from '@/site/SiteContext'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { useCountUp } from './useCountUp'

const Band = styled(Container)`
  text-align: center;
`

const Title = styled.h2`
  margin: 0 0 0.75rem;
  font-size: clamp(1.4rem, 2.5vw, 1.9rem);
`

const Figure = styled.p`
  margin: 0;
`

/** The number and the same at its final width, one over the other: counting never moves a thing. */
const Digits = styled.span`
  display: inline-grid;
  justify-items: start;
  color: ${({ theme }) => theme.colors.primary};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(2.75rem, 9vw, 4.75rem);
  font-weight: 700;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;

  > * {
    grid-area: 1 / 1;
  }
`

const FinalWidth = styled.span`
  visibility: hidden;
`

const Caption = styled.span`
  display: block;
  margin-top: 0.5rem;
  font-weight: 600;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.muted};
`

/** 'Why choose us': a number that counts up from 0 once scrolled into view, with a line under it. */
export function Counter({ block, headingLevel }: BlockProps<'counter'>) {
  const locale = getSite(useSite().id)?.locale ?? 'en-AU'
  const total = block.numberCount ?? 0
  const number = useRef<HTMLSpanElement>(null)
  const shown = useCountUp(total, number)
  const format = (value: number) => `${new Intl.NumberFormat(locale).format(value)}${block.suffix ?? ''}`
  return (
    <Section>
      <Band>
        {block.topTitle ? <Title as={headingLevel}>{block.topTitle}</Title> : null}
        <Figure>
          <Digits ref={number}>
            <FinalWidth aria-hidden="true">{format(total)}</FinalWidth>
            <span>{format(shown)}</span>
          </Digits>
          {block.bottomTitle ? <Caption>{block.bottomTitle}</Caption> : null}
        </Figure>
      </Band>
    </Section>
  )
}
