import styled from 'styled-components'
import { CmsImage } from '@/ui/CmsImage'
import { Container } from '@/ui/Container'
import { RichText } from '@/ui/RichText'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'

const Hero = styled(CmsImage)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 12 / 5;
  object-fit: cover;
  margin-bottom: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.card};
`

const Grid = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;

  @media (min-width: 860px) {
    grid-template-columns: 3fr 2fr;
  }
`

const Title = styled(Heading)`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.primary};
`

const Picture = styled(CmsImage)`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.card};
`

/** The company's foundation: an optional wide picture on top, then its title and text beside an image. */
export function FoundationAbout({ block, headingLevel }: BlockProps<'foundationAbout'>) {
  const first = headingLevel === 'h1'
  return (
    <Section>
      <Container>
        {block.heroImage?.src ? (
          <Hero image={block.heroImage} sizes="(min-width: 75rem) 72rem, 100vw" priority={first} />
        ) : null}
        <Grid>
          <div>
            <Title level={headingLevel} size="h1">
              {block.title}
            </Title>
            <RichText value={block.body} />
          </div>
          <Picture
            image={block.image}
            sizes="(min-width: 860px) 40vw, 100vw"
            priority={first && !block.heroImage?.src}
          />
        </Grid>
      </Container>
    </Section>
  )
}
