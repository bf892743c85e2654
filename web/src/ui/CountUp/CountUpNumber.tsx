import { useRef } from 'react'
import styled from 'styled-components'
import { useCountUp } from './useCountUp'

/** The number and the same at its final width, one over the other: counting never moves a thing. */
const Digits = styled.span`
  display: inline-grid;
  justify-items: start;
  font-variant-numeric: tabular-nums;

  > * {
    grid-area: 1 / 1;
  }
`

const FinalWidth = styled.span`
  visibility: hidden;
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
      <span>{format(shown)}</span>
    </Digits>
  )
}
