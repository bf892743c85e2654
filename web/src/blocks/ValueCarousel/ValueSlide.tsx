import styled, { css } from 'styled-components'
import { CmsImage } from '@/ui/CmsImage'
import type { ValueItem } from './variants'
import { Heading } from '@/ui/Heading'

const Box = styled.article<{ $card: boolean; $wide: boolean }>`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.card};

  ${({ $card, theme }) =>
    $card &&
    css`
      border: 1px solid ${theme.colors.surface};
      background: ${theme.colors.background};
      box-shadow: ${theme.shadows.card};
    `}

  /* One card to a view: the image beside the text on a wide screen. */
  ${({ $wide }) =>
    $wide &&
    css`
      @media (min-width: 48rem) {
        display: grid;
        grid-template-columns: 1fr 1fr;
        align-items: center;
      }
    `}
`

const Picture = styled(CmsImage)<{ $card: boolean }>`
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  border-radius: ${({ $card, theme }) => ($card ? 0 : theme.radii.card)};
`

const Body = styled.div<{ $card: boolean }>`
  display: grid;
  gap: 0.5rem;
  padding: ${({ $card }) => ($card ? '1.5rem' : '1rem 0 0')};
`

const SlideTitle = styled(Heading)`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
`

const Text = styled.p`
  margin: 0;
`

type Props = { item: ValueItem; cards: boolean; slidesPerView: number; headingLevel: 'h2' | 'h3' }

/** One value: its image, title and line, plain or as a card. */
export function ValueSlide({ item, cards, slidesPerView, headingLevel }: Props) {
  const wideShare = slidesPerView === 1 ? '36rem' : `${Math.round(72 / slidesPerView)}rem`
  return (
    <Box $card={cards} $wide={slidesPerView === 1}>
      <Picture
        $card={cards}
        image={item.image}
        sizes={`(min-width: 75rem) ${wideShare}, (min-width: 48rem) ${Math.round(100 / slidesPerView)}vw, 100vw`}
      />
      <Body $card={cards}>
        <SlideTitle level={headingLevel} size="h3">
          {item.title}
        </SlideTitle>
        {item.text ? <Text>{item.text}</Text> : null}
      </Body>
    </Box>
  )
}
