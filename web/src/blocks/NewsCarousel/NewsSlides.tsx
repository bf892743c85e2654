import { Carousel } from '@/ui/Carousel/Carousel'
import { PostCard } from '@/posts/PostCard'
import type { PostSummary } from '@/site/posts'

type Props = { label: string; items: PostSummary[]; headingLevel: 'h2' | 'h3' }

/** The posts' cards in their carousel, three to a view on a wide screen; each opens in a new tab. */
export function NewsSlides({ label, items, headingLevel }: Props) {
  return (
    <Carousel label={label} slidesPerView={3}>
      {items.map((item) => (
        <PostCard key={item._id} item={item} headingLevel={headingLevel} newTab />
      ))}
    </Carousel>
  )
}
