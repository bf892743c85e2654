import { useEffect, useRef, useState, type FocusEvent } from 'react'
import styled, { css } from 'styled-components'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { QuickSearchForm } from '@/forms/quickSearch/quickSearchPart'
import { ButtonLink } from '@/ui/ButtonLink'
import { CmsImage } from '@/ui/CmsImage'
import { Container } from '@/ui/Container'
import { usePrefersReducedMotion } from '@/ui/usePrefersReducedMotion'
import type { BlockProps } from '@/blocks/types'
import { useSlides } from './useSlides'

const Hero = styled.section`
  position: relative;
  background: ${({ theme }) => theme.colors.text};
`

const Stage = styled.div`
  position: relative;
  height: clamp(28rem, 68vh, 42rem);
  overflow: hidden;
`

const Slide = styled.div<{ $active: boolean }>`
  position: absolute;
  inset: 0;
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
`

const Caption = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: flex-end;
  padding-bottom: 6.5rem;
  background: linear-gradient(to top, rgb(0 0 0 / 0.72), rgb(0 0 0 / 0.15) 65%, transparent);
  color: #fff;
`

const Subtitle = styled.p`
  margin: 0 0 0.4rem;
  font-size: 1.05rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`

const Title = styled.h2`
  max-width: 40rem;
  margin: 0;
  font-size: clamp(2rem, 5vw, 3.4rem);
  line-height: 1.1;
`

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 0.75rem;
`

const secondary = css`
  background: transparent;
  color: #fff;
  box-shadow: inset 0 0 0 2px #fff;
`

const SlideButton = styled(ButtonLink)<{ $primary: boolean }>`
  ${({ $primary }) => ($primary ? '' : secondary)}
`

const Controls = styled.div`
  position: absolute;
  inset-inline: 0;
  bottom: 1.25rem;
  color: #fff;
`

const ControlRow = styled(Container)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`

const Control = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 2.75rem;
  height: 2.75rem;
  padding: 0 0.75rem;
  border: 2px solid #fff;
  border-radius: 999px;
  background: rgb(0 0 0 / 0.35);
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`

const Pause = styled(Control)`
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`

const Dots = styled.div`
  display: flex;
  gap: 0.25rem;
`

const Dot = styled.button`
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

const Counter = styled.p`
  margin: 0 0 0 auto;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`

const SearchDock = styled(Container)`
  position: relative;
  z-index: 1;
  margin-top: -2.5rem;
  padding-bottom: 1.5rem;
`

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
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <div aria-live={running ? 'off' : 'polite'}>
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
                <Caption>
                  <Container>
                    {slide.subtitle ? <Subtitle>{slide.subtitle}</Subtitle> : null}
                    <Title as={position === 0 ? headingLevel : 'h2'}>{slide.title}</Title>
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
              </Slide>
            )
          })}
        </div>
        {slides.length > 1 ? (
          <Controls>
            <ControlRow>
              <Pause type="button" onClick={() => setStopped(!stopped)}>
                {stopped ? 'Play slides' : 'Pause slides'}
              </Pause>
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
