import { Carousel } from '@/ui/Carousel/Carousel'
import { NewsCard } from './NewsCard'
import type { NewsItem } from './newsTypes'

type Props = { label: string; items: NewsItem[]; headingLevel: 'h2' | 'h3' }

/** The news cards in their carousel, three to a view on a wide screen. */
export function NewsSlides({ label, items, headingLevel }: Props) {
  return (
    <Carousel label={label} slidesPerView={3}>
      {items.map((item) => (
        <NewsCard key={item._key} item={item} headingLevel={headingLevel} />
      ))}
    </Carousel>
  )
}
