import { Carousel } from '@/ui/Carousel/Carousel'
import { ValueSlide } from './ValueSlide'
import { layoutOf, VALUE_AUTO_PLAY_MS, type ValueCarouselVariant, type ValueItem } from './variants'

type Props = {
  label: string
  items: ValueItem[]
  variant: ValueCarouselVariant | null
  headingLevel: 'h2' | 'h3'
}

/** The values in their carousel, as many to a view as the layout says, a new view every 8 s. */
export function ValueSlides({ label, items, variant, headingLevel }: Props) {
  const { slidesPerView, cards } = layoutOf(variant)
  return (
    <Carousel label={label} slidesPerView={slidesPerView} autoPlayMs={VALUE_AUTO_PLAY_MS}>
      {items.map((item) => (
        <ValueSlide
          key={item._key}
          item={item}
          cards={cards}
          slidesPerView={slidesPerView}
          headingLevel={headingLevel}
        />
      ))}
    </Carousel>
  )
}
