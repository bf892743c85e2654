import { css } from 'styled-components'
import type { TypeStepName } from '@travel/config'

/**
 * Sets text in one step of the brand's type scale (`theme.type`, config/src/designTokens.ts):
 * its font, size, line height and weight. The text components (ui/Heading.tsx, ui/Text.tsx) are
 * made of it; a styled component uses it directly only where it must extend a step (a summary
 * line, a control's label, rich text's headings), then changes anything but the size.
 */
export const typeStep = (step: TypeStepName) => css`
  font-family: ${({ theme }) => theme.fonts[theme.type[step].font]};
  font-size: ${({ theme }) => theme.type[step].fontSize};
  font-weight: ${({ theme }) => theme.type[step].fontWeight};
  line-height: ${({ theme }) => theme.type[step].lineHeight};
`
