import { useEffect, useRef, useState, type FocusEvent } from 'react'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { contentVersion, StaticHtml } from '@/hydration/StaticHtml'
import { QuickSearchForm } from '@/forms/quickSearch/quickSearchPart'
import { CmsImage } from '@/ui/CmsImage'
import { Container } from '@/ui/Container'
import { usePrefersReducedMotion } from '@/ui/usePrefersReducedMotion'
import type { BlockProps } from '@/blocks/types'
import { useSlides } from './useSlides'
import {
  Buttons,
  Caption,
  Control,
  ControlRow,
  Controls,
  Counter,
  Dot,
  Dots,
  Hero,
  Pause,
  SearchDock,
  Slide,
  SlideButton,
  SlidePicker,
  Slides,
  Stage,
  Subtitle,
  Title,
} from './styles'

/**
 * Full-width slides (spec 02 §2, §4): they move on every 10 s and wrap round, wait while the
 * pointer or the keyboard focus is on them or the visitor paused them, and never move by
 * themselves for a visitor who asked for reduced motion. Previous, next, a dot per slide, a
 * counter and a pause button (WCAG 2.2.2). The first slide's image is the page's largest paint:
 * in the server's HTML, preloaded, sized by its box, so nothing moves when the page hydrates.
 */
export function HeroSlider({ block, headingLevel }: BlockProps<'heroSlider'>) {
  const slides = (block.slides ?? []).filter((slide) => slide.title)
  const [stopped, setStopped] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const running = !stopped && !hovered && !focused && !reducedMotion
  const { index, seen, goTo, previous, next } = useSlides(slides.length, running)
  // Marks the slider live once hydrated (its timer and controls answer), for tests to wait on.
  const root = useRef<HTMLElement>(null)
  useEffect(() => root.current?.setAttribute('data-live', 'true'), [])
  if (!slides.length) return null

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  return (
    <Hero ref={root} aria-roledescription="carousel" aria-label={block.label ?? 'Highlights'}>
      <Stage
        $docked={Boolean(block.quickSearch)}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <Slides aria-live={running ? 'off' : 'polite'}>
          {slides.map((slide, position) => {
            const active = position === index
            return (
              <Slide
                key={slide._key}
                $active={active}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${slides.length}`}
                aria-hidden={!active || undefined}
                inert={!active}
              >
                {seen.has(position) ? (
                  <CmsImage image={slide.image} sizes="100vw" priority={position === 0} />
                ) : null}
                {/* Text and links only: kept as the server sent it while the page hydrates, which
                    spares hydrating every slide's links (docs/performance.md). */}
                <StaticHtml key={`caption:${contentVersion(slide)}`}>
                  <Caption>
                    <Container>
                      {slide.subtitle ? <Subtitle>{slide.subtitle}</Subtitle> : null}
                      <Title level={position === 0 ? headingLevel : 'h2'} size="display">
                        {slide.title}
                      </Title>
                      {slide.buttons?.length ? (
                        <Buttons>
                          {slide.buttons.map((button, order) => (
                            <SlideButton key={button._key} link={button} $primary={order === 0}>
                              {button.label}
                            </SlideButton>
                          ))}
                        </Buttons>
                      ) : null}
                    </Container>
                  </Caption>
                </StaticHtml>
              </Slide>
            )
          })}
        </Slides>
        {slides.length > 1 ? (
          <Controls>
            <ControlRow>
              <Pause type="button" onClick={() => setStopped(!stopped)}>
                {stopped ? 'Play slides' : 'Pause slides'}
              </Pause>
              <SlidePicker>
                <Control type="button" aria-label="Previous slide" onClick={previous}>
                  ‹
                </Control>
                <Dots>
                  {slides.map((slide, position) => (
                    <Dot
                      key={slide._key}
                      type="button"
                      aria-label={`Show slide ${position + 1}`}
                      aria-current={position === index}
                      onClick={() => goTo(position)}
                    />
                  ))}
                </Dots>
                <Control type="button" aria-label="Next slide" onClick={next}>
                  ›
                </Control>
              </SlidePicker>
              <Counter aria-hidden="true">
                {index + 1} / {slides.length}
              </Counter>
            </ControlRow>
          </Controls>
        ) : null}
      </Stage>
      {block.quickSearch ? (
        <SearchDock>
          <HydrateOnInteraction load={QuickSearchForm.preload}>
            {(entered) => <QuickSearchForm idPrefix={`hero-search-${block._key}`} entered={entered} />}
          </HydrateOnInteraction>
        </SearchDock>
      ) : null}
    </Hero>
  )
}
