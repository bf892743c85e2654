import { brands, type BrandId } from '@travel/config'
import styled from 'styled-components'
import { brandMarks } from './brandMarks'
import { brandWordmarks } from './brandWordmarks'

/** The logo's grid height: its `viewBox` is `0 0 <wordmark width> 44`. */
const HEIGHT = 44
/** Where the wordmark starts: after the mark (40 units) and a gap. */
const TEXT_X = 48

const Svg = styled.svg<{ $tone: 'onDark' | 'onLight' }>`
  display: block;
  width: 100%;
  height: auto;
  color: ${({ theme, $tone }) => ($tone === 'onDark' ? theme.colors.primaryContrast : theme.colors.primary)};

  .accent {
    color: ${({ theme }) => theme.colors.accent};
  }
  .name {
    font-family: ${({ theme }) => theme.fonts.heading};
  }
  .line {
    font-family: ${({ theme }) => theme.fonts.body};
    font-weight: 600;
  }
`

/**
 * A brand's logo: its mark and wordmark, one image whose accessible name is the brand's name.
 * `onDark` on the header's brand colour (white ink), `onLight` on the page's light colours (ink
 * in the brand colour); the accent stays. It fills its box's width (its `width`/`height` give
 * the browser its shape before CSS applies), so a parent sets how wide it is.
 */
export function BrandLogo({ brand, tone }: { brand: BrandId; tone: 'onDark' | 'onLight' }) {
  const wordmark = brandWordmarks[brand]
  return (
    <Svg
      $tone={tone}
      role="img"
      aria-label={brands[brand].name}
      viewBox={`0 0 ${wordmark.width} ${HEIGHT}`}
      width={wordmark.width}
      height={HEIGHT}
      xmlns="http://www.w3.org/2000/svg"
    >
      <g transform="translate(0 2) scale(0.8333)">
        {brandMarks[brand].map((shape) => (
          <path
            key={shape.d}
            d={shape.d}
            className={shape.tone === 'accent' ? 'accent' : undefined}
            fill={shape.stroke ? 'none' : 'currentColor'}
            stroke={shape.stroke ? 'currentColor' : undefined}
            strokeWidth={shape.stroke}
            strokeLinecap={shape.stroke ? 'round' : undefined}
          />
        ))}
      </g>
      <text
        className="name"
        x={TEXT_X}
        y={24}
        fill="currentColor"
        fontSize={wordmark.nameSize}
        fontWeight={wordmark.nameWeight}
        textLength={wordmark.nameWidth}
        lengthAdjust="spacingAndGlyphs"
      >
        {wordmark.name}
      </text>
      <text
        className="line"
        x={TEXT_X}
        y={38}
        fill="currentColor"
        fontSize={9}
        letterSpacing={2.2}
        textLength={wordmark.lineWidth}
      >
        {wordmark.line}
      </text>
    </Svg>
  )
}
