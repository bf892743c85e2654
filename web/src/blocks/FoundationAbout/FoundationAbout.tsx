import styled from 'styled-components'
import { CmsImage } from '@/ui/CmsImage'
import { Container } from '@/ui/Container'
import { RichText } from '@/ui/RichText'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'

const Hero = styled(CmsImage)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 12 / 5;
  object-fit: cover;
  margin-bottom: 2.5rem;
  border-radius: ${({ theme }) => theme.radius};
`

const Grid = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;

  @media (min-width: 860px) {
    grid-template-columns: 3fr 2fr;
  }
`

const Title = styled.h2`
  margin: 0 0 1rem;
  font-size: clamp(1.75rem, 3.5vw, 2.5rem);
  line-height: 1.15;
  color: ${({ theme }) => theme.colors.primary};
`

const Picture = styled(CmsImage)`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius};
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
            <Title as={headingLevel}>{block.title}</Title>
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
