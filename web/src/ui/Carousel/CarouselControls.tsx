import type { MouseEventHandler } from 'react'
import type { CustomArrowProps } from 'react-slick'
import { DotButton, RoundButton } from './carouselStyles'

const ICONS = {
  previous: 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z',
  next: 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z',
  pause: 'M7 5h3.5v14H7zm6.5 0H17v14h-3.5z',
  play: 'M8 5v14l11-7z',
}

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
      <path d={ICONS[name]} fill="currentColor" />
    </svg>
  )
}

/** Previous or next: react-slick hands it its class and click handler. */
export function Arrow({
  direction,
  className,
  onClick,
}: CustomArrowProps & { direction: 'previous' | 'next' }) {
  return (
    <RoundButton
      type="button"
      className={className}
      onClick={onClick}
      aria-label={direction === 'previous' ? 'Previous slide' : 'Next slide'}
    >
      <Icon name={direction} />
    </RoundButton>
  )
}

type DotProps = {
  index: number
  current: boolean
  /** Given by react-slick, which clones the dot with its handler. */
  onClick?: MouseEventHandler<HTMLButtonElement>
}

/** Goes to one slide; the first slide in view is the current one. */
export function Dot({ index, current, onClick }: DotProps) {
  return (
    <DotButton
      type="button"
      aria-label={`Show slide ${index + 1}`}
      aria-current={current || undefined}
      onClick={onClick}
    />
  )
}

/** The rotation control (WCAG 2.2.2): stops and starts the automatic slide show. */
export function RotationButton({ playing, onToggle }: { playing: boolean; onToggle: () => void }) {
  return (
    <RoundButton
      type="button"
      aria-label={playing ? 'Stop automatic slide show' : 'Start automatic slide show'}
      onClick={onToggle}
    >
      <Icon name={playing ? 'pause' : 'play'} />
    </RoundButton>
  )
}
