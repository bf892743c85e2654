import styled from 'styled-components'
import { Carousel } from '@/ui/Carousel/Carousel'
import { CmsImage } from '@/ui/CmsImage'
import { LOGO_AUTO_PLAY_MS, LOGOS_PER_VIEW, type Partner } from './partnerLogos'

/** Every logo in a box of one height, so logos of any shape line up and nothing moves. */
const LogoBox = styled.figure`
  display: grid;
  place-items: center;
  height: 7rem;
  margin: 0;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.background};

  /* One height, the width from the logo's own proportions (its width and height attributes), so
     it has its size before it loads; a logo too wide for its box is scaled down whole. */
  img {
    width: auto;
    max-width: 100%;
    height: 5rem;
    object-fit: contain;
  }
`

/** The partners' logos in their carousel, a new one every 6 seconds; each named by its image's alt. */
export function LogoSlides({ label, partners }: { label: string; partners: Partner[] }) {
  return (
    <Carousel label={label} slidesPerView={LOGOS_PER_VIEW} autoPlayMs={LOGO_AUTO_PLAY_MS}>
      {partners.map((partner) => (
        <LogoBox key={partner._key}>
          <CmsImage image={partner.logo} sizes="(min-width: 48rem) 16rem, 80vw" />
        </LogoBox>
      ))}
    </Carousel>
  )
}
