import styled from 'styled-components'
import { ButtonLink } from '@/ui/ButtonLink'
import { CmsImage } from '@/ui/CmsImage'
import { Container } from '@/ui/Container'
import { RichText } from '@/ui/RichText'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'

const Heading = styled.header`
  margin-bottom: 2rem;
  text-align: center;
`

const Subtitle = styled.p`
  margin: 0 0 0.5rem;
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`

const Title = styled.h2`
  margin: 0;
  font-size: clamp(1.75rem, 3.5vw, 2.5rem);
  line-height: 1.15;
`

const Grid = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;

  @media (min-width: 860px) {
    grid-template-columns: 1fr 1fr;
  }
`

const Picture = styled(CmsImage)`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius};
`

const Bottom = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 0.75rem;
`

/** Who the company is, on a home page: its title, text beside an image, and a button at the bottom. */
export function HomeAboutUs({ block, headingLevel }: BlockProps<'homeAboutUs'>) {
  return (
    <Section>
      <Container>
        <Heading>
          {block.subtitle ? <Subtitle>{block.subtitle}</Subtitle> : null}
          <Title as={headingLevel}>{block.title}</Title>
        </Heading>
        <Grid>
          <RichText value={block.body} />
          <Picture
            image={block.image}
            sizes="(min-width: 860px) 50vw, 100vw"
            priority={headingLevel === 'h1'}
          />
        </Grid>
        {block.button?.label ? (
          <Bottom>
            <ButtonLink link={block.button}>{block.button.label}</ButtonLink>
          </Bottom>
        ) : null}
      </Container>
    </Section>
  )
}
