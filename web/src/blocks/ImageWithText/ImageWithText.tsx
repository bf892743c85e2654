import styled from 'styled-components'
import { ButtonLink } from '@/ui/ButtonLink'
import { CmsImage } from '@/ui/CmsImage'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import { RichText } from '@/ui/RichText'
import type { BlockProps } from '@/blocks/types'

const Grid = styled(Container)<{ $imageFirst: boolean }>`
  display: grid;
  gap: 2rem;
  align-items: center;

  @media (min-width: 860px) {
    grid-template-columns: 1fr 1fr;
    > :first-child {
      order: ${({ $imageFirst }) => ($imageFirst ? 1 : 0)};
    }
  }
`

const Figure = styled.div`
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
`

const Subtitle = styled.p`
  margin: 0 0 0.5rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`

const Title = styled.h2`
  font-size: clamp(1.75rem, 3.5vw, 2.6rem);
  line-height: 1.15;
  margin: 0 0 1rem;
`

export function ImageWithText({ block, headingLevel }: BlockProps<'imageWithText'>) {
  return (
    <Section>
      <Grid $imageFirst={block.imagePosition === 'left'}>
        <div>
          {block.subtitle ? <Subtitle>{block.subtitle}</Subtitle> : null}
          <Title as={headingLevel}>{block.title}</Title>
          <RichText value={block.body} />
          {block.button?.label ? <ButtonLink link={block.button}>{block.button.label}</ButtonLink> : null}
        </div>
        <Figure>
          <CmsImage
            image={block.image}
            sizes="(min-width: 860px) 50vw, 100vw"
            priority={headingLevel === 'h1'}
          />
        </Figure>
      </Grid>
    </Section>
  )
}
