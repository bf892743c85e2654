import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type ReactElement } from 'react'
import Slider from 'react-slick'
import { Arrow, Dot, RotationButton } from './CarouselControls'
import { Frame, RotationRow, SlideBox, WIDE_SCREEN } from './carouselStyles'
import { useInactiveSlidesInert } from './useInactiveSlidesInert'

/** The spec's carousel auto-play: a new slide every 8 seconds, unless a carousel says otherwise. */
export const AUTO_PLAY_MS = 8000

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

export type CarouselProps = {
  /** Names the carousel for screen readers (the block's title). */
  label: string
  /** Slides side by side from WIDE_SCREEN on; one on a narrower screen. */
  slidesPerView: number
  /** How long each view stays before the next: AUTO_PLAY_MS (8 s) unless given (logos: 6 s). */
  autoPlayMs?: number
  /** The slides, each with its key. */
  children: ReactElement[]
}

/**
 * The one carousel of the sites. Render it from a block's lazyPart inside
 * `<HydrateOnInteraction whenVisible>` (NewsCarousel): react-slick, the carousel and the slides'
 * code then load only as it comes into view, since its auto-play must start without the
 * visitor; its server HTML already shows the first slides at their final size (docs/hydration.md).
 * A lone slide has nowhere to go: it is shown as it is.
 */
export function Carousel(props: CarouselProps) {
  if (props.children.length < 2) return <>{props.children}</>
  return <SlidingCarousel {...props} />
}

/**
 * A looping carousel on react-slick, as the WAI-ARIA carousel pattern has it: a rotation control
 * first, previous/next and a dot per slide, each named; slides out of view inert. It moves on
 * every `autoPlayMs`, except while the pointer is over it or focus is in it, once the visitor
 * stopped it, or when they asked for reduced motion (they may start it). The timer is ours:
 * react-slick's own pauses on the focus of a slide element only, not of a link inside it.
 */
function SlidingCarousel({
  label,
  slidesPerView,
  autoPlayMs = AUTO_PLAY_MS,
  children: slides,
}: CarouselProps) {
  // Never more to a view than there are slides.
  const wideView = Math.min(slidesPerView, slides.length)
  const frame = useRef<HTMLDivElement>(null)
  const slider = useRef<Slider>(null)
  // What only the browser knows. The server's and the hydrating render go without (a wide
  // screen, playing); it is read right after, before the first paint.
  const [browser, setBrowser] = useState<{ wide: boolean; reducedMotion: boolean } | null>(null)
  const [stopped, setStopped] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [current, setCurrent] = useState(0)
  const live = browser !== null
  const autoPlay = !(stopped ?? browser?.reducedMotion ?? false)
  const playing = autoPlay && !hovered && !focused

  useLayoutEffect(() => {
    const wideScreen = window.matchMedia(WIDE_SCREEN)
    const read = () =>
      setBrowser({ wide: wideScreen.matches, reducedMotion: window.matchMedia(REDUCED_MOTION).matches })
    // The one render after hydration that the server could not make (docs/hydration.md).
    read()
    wideScreen.addEventListener('change', read)
    return () => wideScreen.removeEventListener('change', read)
  }, [])

  useEffect(() => {
    if (!live || !playing) return
    const timer = setInterval(() => slider.current?.slickNext(), autoPlayMs)
    return () => clearInterval(timer)
  }, [live, playing, autoPlayMs])

  useInactiveSlidesInert(frame)

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }
  const perView = (browser?.wide ?? true) ? wideView : 1

  return (
    <Frame
      ref={frame}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-live={live || undefined}
      $slides={slides.length}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <RotationRow>
        <RotationButton playing={autoPlay} onToggle={() => setStopped(autoPlay)} />
      </RotationRow>
      <div aria-live={playing ? 'off' : 'polite'}>
        <Slider
          ref={slider}
          // The loop's copies of the slides (react-slick's .slick-cloned, a view's worth on each
          // side) only once live, in the render before the first paint that follows hydration:
          // the server's HTML goes without them (docs/performance.md).
          infinite={live}
          dots
          slidesToShow={perView}
          slidesToScroll={1}
          // Keys would move focus out of an inert slide; the buttons are the keyboard's way.
          accessibility={false}
          draggable={false}
          prevArrow={<Arrow direction="previous" />}
          nextArrow={<Arrow direction="next" />}
          customPaging={(index) => <Dot index={index} current={index === current} />}
          // Without its loop react-slick counts a dot per view that can lead, not per slide: the
          // server's HTML has one per slide, as the live carousel has.
          appendDots={(dots) => (
            <ul>
              {live
                ? dots
                : slides.map((_, index) => (
                    <li key={index} className={index === 0 ? 'slick-active' : undefined}>
                      <Dot index={index} current={index === 0} />
                    </li>
                  ))}
            </ul>
          )}
          beforeChange={(_, next) => setCurrent(((next % slides.length) + slides.length) % slides.length)}
        >
          {slides.map((slide, index) => (
            <SlideBox
              key={slide.key ?? index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              {slide}
            </SlideBox>
          ))}
        </Slider>
      </div>
    </Frame>
  )
}
