import { useRef } from 'react'
import styled from 'styled-components'
import { useCountUp } from './useCountUp'

/**
 * The box the number keeps, as wide as the total: the count is drawn over it, from its start, and
 * never widens it. Not every brand's figures are the same width (Playfair Display, Fraunces and
 * Josefin Sans have no tabular figures: "10" is wider than "14"), so a box sized by what the count
 * shows would move the centred number at every step that widens it.
 */
const Digits = styled.span`
  position: relative;
  display: inline-block;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`

const FinalWidth = styled.span`
  visibility: hidden;
`

const Count = styled.span`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
`

type Props = {
  /** The number counted up to, which the server's HTML shows. */
  total: number
  /** Formats the digits as the site's locale groups them (25,000). */
  locale: string
  /** Right after the number: '+', '%'. */
  suffix?: string | null
}

/**
 * A number that counts up from 0 once half in view (useCountUp.ts). Render it from a block's
 * lazyPart inside `<HydrateOnInteraction whenVisible>` (Counter, CounterGroup): its code loads and
 * hydrates as it comes into view, and it counts at once; until then, the server's total stays.
 * Size and colour come from the block around it.
 */
export function CountUpNumber({ total, locale, suffix }: Props) {
  const number = useRef<HTMLSpanElement>(null)
  const shown = useCountUp(total, number)
  const format = (value: number) => `${new Intl.NumberFormat(locale).format(value)}${suffix ?? ''}`
  return (
    <Digits ref={number}>
      <FinalWidth aria-hidden="true">{format(total)}</FinalWidth>
      <Count>{format(shown)}</Count>
    </Digits>
  )
}
