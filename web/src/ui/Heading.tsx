import type { ComponentPropsWithRef } from 'react'
import styled, { css } from 'styled-components'
import { HEADING_STEPS, type HeadingStepName } from '@travel/config'
import { typeStep } from '@/theme/typeStep'

/** A heading's level in the page's outline: the element it renders. */
export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

// Every size a rule on an attribute, not a class per size: a heading shown at a tap (a step's, a
// thank-you's) may be of a size the page's server HTML had none of, and must not add a class to
// a component the server rendered (docs/hydration.md, "The server's style rules stay where it
// wrote them"). `:where` keeps the specificity of a class, so a `styled(Heading)` after it still
// sets what it sets.
const HeadingText = styled.h2`
  margin: 0;
  ${HEADING_STEPS.map(
    (step) => css`
      &:where([data-size='${step}']) {
        ${typeStep(step)}
      }
    `,
  )}
`

/** A heading's props: those of an `<h2>`, with its level and its size apart. */
export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** Its place in the page's outline: what a screen reader announces and navigates by. */
  level: HeadingLevel
  /** How large it looks: a heading step of the brand's type scale, whatever its level. */
  size: HeadingStepName
}

/**
 * Every heading of the site: a block's title, a card's, a form's. The level keeps the outline
 * right (one h1 a page, a block's title an h2 under it, or the h1 when the block comes first),
 * the size comes from the type scale. It has no margin: the block that places it sets its own
 * with `styled(Heading)` (margins, alignment, colour; never a size).
 */
export function Heading({ level, size, ...props }: HeadingProps) {
  return <HeadingText as={level} data-size={size} {...props} />
}
