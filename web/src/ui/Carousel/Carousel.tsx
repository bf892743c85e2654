import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import type { CarouselProps } from './SlickCarousel'

// react-slick and the carousel's styles load apart from the page (the server waits for them):
// in the browser when the carousel first comes into view, or is reached for before.
const SlickCarousel = lazyPart(() => import('./SlickCarousel').then((module) => module.SlickCarousel))

/**
 * The one carousel of the sites (docs/hydration.md): an island that hydrates as it scrolls into
 * view, since its auto-play must start without the visitor; its server HTML already shows the
 * first slides at their final size, so nothing shifts when it does.
 */
export function Carousel(props: CarouselProps) {
  // One slide has nowhere to go: no carousel, and no code for one.
  if (props.children.length < 2) return <>{props.children}</>
  return (
    <HydrateOnInteraction load={SlickCarousel.preload} whenVisible>
      {() => <SlickCarousel {...props} />}
    </HydrateOnInteraction>
  )
}
