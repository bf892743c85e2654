import styled from 'styled-components'
import { WIDE_SCREEN } from './wideScreen'

export { WIDE_SCREEN }

/** The space between two slides. */
const GUTTER = '1.5rem'

type FrameProps = {
  /** The carousel's slides: all of react-slick's track until it is live (no copies to loop yet). */
  $slides: number
}

/**
 * The carousel's box, with the few rules of slick-carousel's slick.css that react-slick's markup
 * needs (its theme is not used): styled-components carries them to the pages with a carousel
 * only, under the Content-Security-Policy, and no global stylesheet grows.
 *
 * Until the island is live (`data-live`), the server's HTML shows the first slides where and at the
 * size they will be: react-slick sizes its track for `slidesPerView` slides, so below WIDE_SCREEN
 * these rules size it for one, as react-slick will once it runs (SlickCarousel). Slides out of
 * view are hidden then too, so nothing hidden can take focus before the island hydrates. The
 * server's track has no copies of slides before the first (Carousel renders the loop once live):
 * it starts at the first slide, where react-slick places it with a transform once it adds them.
 */
export const Frame = styled.div<FrameProps>`
  display: grid;
  gap: 1rem;

  .slick-slider {
    position: relative;
    display: grid;
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'list list list' 'previous dots next';
    align-items: center;
    gap: 1rem 0.5rem;
    touch-action: pan-y;
    -webkit-tap-highlight-color: transparent;
  }
  .slick-list {
    grid-area: list;
    position: relative;
    overflow: hidden;
    margin: 0 calc(${GUTTER} / -2);
    /* Room for a card's shadow, which the list would clip. */
    padding: 0 0 0.75rem;
    transform: translate3d(0, 0, 0);
  }
  .slick-track {
    position: relative;
    top: 0;
    left: 0;
    display: flex;
    transform: translate3d(0, 0, 0);
  }
  .slick-slide {
    min-height: 1px;
    padding: 0 calc(${GUTTER} / 2);
  }
  .slick-slide > div {
    height: 100%;
  }
  .slick-prev {
    grid-area: previous;
  }
  .slick-next {
    grid-area: next;
  }
  .slick-dots {
    grid-area: dots;
    display: flex !important;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  /* The server's HTML, until the island is live. */
  &:not([data-live]) .slick-slide[aria-hidden='true'] {
    visibility: hidden;
  }
  @media not all and ${WIDE_SCREEN} {
    &:not([data-live]) .slick-track {
      /* Every slide one list wide. */
      width: calc(100% * ${({ $slides }) => $slides}) !important;
    }
    &:not([data-live]) .slick-slide:not([data-index='0']) {
      visibility: hidden;
    }
  }
`

/** One slide: the full height of the row, so cards of different lengths line up. */
export const SlideBox = styled.div`
  height: 100%;
  vertical-align: top;

  & > * {
    height: 100%;
  }
`

/** The round buttons: previous, next and the rotation control. */
export const RoundButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`

/** A dot: 24 px to press (WCAG 2.5.8), the current one filled. */
export const DotButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  &::before {
    content: '';
    width: 0.75rem;
    height: 0.75rem;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: 50%;
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.primary};
  }
`

export const RotationRow = styled.div`
  display: flex;
  justify-content: flex-end;
`
