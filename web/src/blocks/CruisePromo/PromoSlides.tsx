import { Carousel } from '@/ui/Carousel/Carousel'
import { PROMO_IMAGE_SIZES, PromoPicture } from './PromoPicture'
import { PROMO_AUTO_PLAY_MS, type PromoImage } from './promo'

/** The promo's images as a phone shows them: one at a time, a new one every 4 seconds. */
export function PromoSlides({ label, images }: { label: string; images: PromoImage[] }) {
  return (
    <Carousel label={label} slidesPerView={1} autoPlayMs={PROMO_AUTO_PLAY_MS}>
      {images.map((promo) => (
        <div key={promo._key}>
          <PromoPicture image={promo.image} sizes={PROMO_IMAGE_SIZES} />
        </div>
      ))}
    </Carousel>
  )
}
