import styled, { css } from 'styled-components'
import { ButtonLink } from '@/ui/ButtonLink'
import { Container } from '@/ui/Container'
import { typeStep } from '@/theme/typeStep'
import { Heading } from '@/ui/Heading'
import { WIDE_SCREEN } from '@/ui/Carousel/wideScreen'

/** How far the quick search docked below the slides reaches up over them. */
const DOCK_OVERLAP = '2.5rem'

export const Hero = styled.section`
  position: relative;
  background: ${({ theme }) => theme.colors.text};
`

/**
 * The slides' box, in three rows: the caption, the controls, and the strip the docked quick
 * search covers. The slides fill all three (a subgrid each, so a caption knows where the controls
 * start); the controls sit in their own row, so nothing covers them and no caption runs under
 * them, however many lines either takes. It grows rather than clip a long caption on a phone.
 */
export const Stage = styled.div<{ $docked: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: 1fr auto ${({ $docked }) => ($docked ? DOCK_OVERLAP : '0')};
  min-height: clamp(28rem, 68vh, 42rem);
  overflow: hidden;
`

const fillStage = css`
  grid-row: 1 / -1;
  grid-column: 1;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: subgrid;
`

export const Slides = styled.div`
  ${fillStage}
`

export const Slide = styled.div<{ $active: boolean }>`
  ${fillStage}
  position: relative;
  visibility: ${({ $active }) => ($active ? 'visible' : 'hidden')};
  opacity: ${({ $active }) => ($active ? 1 : 0)};

  @media (prefers-reduced-motion: no-preference) {
    transition:
      opacity 0.6s ease,
      visibility 0.6s;
  }

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* The shade that keeps white text and controls readable on any photo. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(to top, rgb(0 0 0 / 0.72), rgb(0 0 0 / 0.15) 65%, transparent);
  }
`

export const Caption = styled.div`
  position: relative;
  z-index: 1;
  grid-row: 1;
  display: flex;
  align-items: flex-end;
  padding: 2rem 0 1.5rem;
  color: #fff;
`

export const Subtitle = styled.p`
  margin: 0 0 0.4rem;
  ${typeStep('body')}
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`

export const Title = styled(Heading)`
  max-width: 40rem;
`

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 0.75rem;
`

const secondary = css`
  background: transparent;
  color: #fff;
  box-shadow: inset 0 0 0 2px #fff;
`

export const SlideButton = styled(ButtonLink)<{ $primary: boolean }>`
  ${({ $primary }) => ($primary ? '' : secondary)}
`

export const Controls = styled.div`
  position: relative;
  z-index: 1;
  grid-row: 2;
  grid-column: 1;
  padding-bottom: 1.25rem;
  color: #fff;
`

/**
 * Pause, the slide buttons and the counter on one line on wide screens; on a phone pause and the
 * counter above, the slide buttons below. The lines are set by the screen's width, not by the
 * labels' (a row that wrapped where it ran out would change its height when the brand's fonts
 * replace their fallbacks, and move the caption above it). No label ever breaks inside.
 */
export const ControlRow = styled(Container)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'pause . counter'
    'picker picker picker';
  align-items: center;
  gap: 0.5rem 0.75rem;
  white-space: nowrap;

  @media ${WIDE_SCREEN} {
    grid-template-areas: 'pause picker counter';
  }
`

/** Previous, the dots and next: kept together. */
export const SlidePicker = styled.div`
  grid-area: picker;
  display: flex;
  align-items: center;
  gap: 0.75rem;
`

export const Control = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  min-width: 2.75rem;
  height: 2.75rem;
  padding: 0 0.75rem;
  border: 2px solid #fff;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgb(0 0 0 / 0.35);
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`

export const Pause = styled(Control)`
  grid-area: pause;
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`

export const Dots = styled.div`
  display: flex;
  gap: 0.25rem;
`

export const Dot = styled.button`
  width: 2rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  &::before {
    content: '';
    display: block;
    width: 0.75rem;
    height: 0.75rem;
    margin: auto;
    border: 2px solid #fff;
    border-radius: 50%;
  }
  &[aria-current='true']::before {
    background: #fff;
  }
`

export const Counter = styled.p`
  grid-area: counter;
  margin: 0;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`

export const SearchDock = styled(Container)`
  position: relative;
  z-index: 1;
  margin-top: -${DOCK_OVERLAP};
  padding-bottom: 1.5rem;
`
