import styled from 'styled-components'
import { ButtonLink } from '@/ui/ButtonLink'
import { CmsImage } from '@/ui/CmsImage'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import { RichText } from '@/ui/RichText'
import type { BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'
import { Eyebrow } from '@/ui/Text'

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
    border-radius: ${({ theme }) => theme.radii.card};
  }
`

const Title = styled(Heading)`
  margin: 0 0 1rem;
`

export function ImageWithText({ block, headingLevel }: BlockProps<'imageWithText'>) {
  return (
    <Section>
      <Grid $imageFirst={block.imagePosition === 'left'}>
        <div>
          {block.subtitle ? <Eyebrow>{block.subtitle}</Eyebrow> : null}
          <Title level={headingLevel} size="h1">
            {block.title}
          </Title>
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
