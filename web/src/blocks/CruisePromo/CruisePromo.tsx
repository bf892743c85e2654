import styled from 'styled-components'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import { ButtonLink } from '@/ui/ButtonLink'
import { WIDE_SCREEN } from '@/ui/Carousel/wideScreen'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { PROMO_IMAGE_SIZES, PromoPicture } from './PromoPicture'
import { Heading } from '@/ui/Heading'

// The phone's carousel loads apart from the page, as it comes into view. On a wide screen it is
// never shown, so it never comes into view: react-slick's code does not load there.
export const PromoSlides = lazyPart(() => import('./PromoSlides').then((module) => module.PromoSlides))

const Title = styled(Heading)`
  margin: 0 0 0.75rem;
`

const Text = styled.p`
  max-width: 60ch;
  margin: 0 0 1.5rem;
`

/** The three images side by side: a wide screen's layout, with no script. */
const Row = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  @media not all and ${WIDE_SCREEN} {
    display: none;
  }
`

/** The carousel of the same images: a phone's layout. */
const OnAPhone = styled.div`
  @media ${WIDE_SCREEN} {
    display: none;
  }
`

const Bottom = styled.div`
  display: flex;
  justify-content: center;
`

/**
 * A cruise partner's offer: three images and a button. On a wide screen the images are a row; on
 * a phone a carousel, a new image every 4 seconds. Both are in the HTML, one shown by the screen's
 * width (CSS), so neither moves when the page hydrates; only the shown one's images load. Each says
 * which width it is for (`data-layout`), so a reader of the HTML sees each image once per layout
 * (web/e2e/pictures.spec.ts).
 */
export function CruisePromo({ block, headingLevel }: BlockProps<'cruisePromo'>) {
  const images = (block.images ?? []).filter((promo) => promo.image.src)
  const label = block.title ?? 'Offer'
  return (
    <Section>
      <Container>
        <Title level={headingLevel} size="h2">
          {block.title}
        </Title>
        {block.text ? <Text>{block.text}</Text> : null}
        {images.length > 0 ? (
          <>
            <Row data-layout="wide">
              {images.map((promo) => (
                <li key={promo._key}>
                  <PromoPicture image={promo.image} sizes={PROMO_IMAGE_SIZES} />
                </li>
              ))}
            </Row>
            <OnAPhone data-layout="narrow">
              <HydrateOnInteraction load={PromoSlides.preload} whenVisible>
                {() => <PromoSlides label={label} images={images} />}
              </HydrateOnInteraction>
            </OnAPhone>
          </>
        ) : null}
        {block.button?.label ? (
          <Bottom>
            <ButtonLink link={block.button}>{block.button.label}</ButtonLink>
          </Bottom>
        ) : null}
      </Container>
    </Section>
  )
}
