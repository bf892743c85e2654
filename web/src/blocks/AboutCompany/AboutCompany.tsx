import styled from 'styled-components'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import { CmsImage } from '@/ui/CmsImage'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { SubDescriptions } from './SubDescriptions'
import { Heading } from '@/ui/Heading'
import { Eyebrow } from '@/ui/Text'

// The text and its toggle hydrate when the visitor reaches for them (the toggle works before).
const AboutText = lazyPart(() => import('./AboutText').then((module) => module.AboutText))

const WIDE = '(min-width: 860px)'

const Top = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;

  @media ${WIDE} {
    grid-template-columns: 1fr 1fr;
    gap: 3rem;
  }
`

const Title = styled(Heading)`
  margin: 0 0 1rem;
`

const Picture = styled.div`
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.card};
  }
`

const Bottom = styled.div`
  display: grid;
  gap: 1.25rem;
  margin-top: 2.5rem;
  grid-template-columns: 1fr 1fr;
  align-items: start;

  @media ${WIDE} {
    grid-template-columns: 1fr 1fr 1.2fr;
    gap: 2rem;
  }
`

const SubPicture = styled(Picture)`
  img {
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`

/**
 * About the company (spec 01 §2): its story beside an image, then two smaller images and short
 * descriptions linking on. On small screens the story is clamped to six lines (AboutText).
 */
export function AboutCompany({ block, headingLevel }: BlockProps<'aboutCompany'>) {
  const textId = `about-${block._key}`
  return (
    <Section>
      <Container>
        <Top>
          <div>
            {block.subtitle ? <Eyebrow>{block.subtitle}</Eyebrow> : null}
            <Title level={headingLevel} size="h1">
              {block.title}
            </Title>
            <HydrateOnInteraction load={AboutText.preload}>
              {() => <AboutText id={textId} text={block.text} />}
            </HydrateOnInteraction>
          </div>
          <Picture>
            <CmsImage image={block.image} sizes={`${WIDE} 600px, 100vw`} priority={headingLevel === 'h1'} />
          </Picture>
        </Top>
        <Bottom>
          <SubPicture>
            <CmsImage image={block.firstSubImage} sizes={`${WIDE} 340px, 50vw`} />
          </SubPicture>
          <SubPicture>
            <CmsImage image={block.secondSubImage} sizes={`${WIDE} 340px, 50vw`} />
          </SubPicture>
          <SubDescriptions items={block.subDescriptions ?? []} />
        </Bottom>
      </Container>
    </Section>
  )
}
