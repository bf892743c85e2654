import styled from 'styled-components'
import { ButtonLink } from '@/ui/ButtonLink'
import { CmsImage } from '@/ui/CmsImage'
import { Container } from '@/ui/Container'
import { RichText } from '@/ui/RichText'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'
import { Eyebrow } from '@/ui/Text'

const Header = styled.header`
  margin-bottom: 2rem;
  text-align: center;
`

const Title = styled(Heading)`
  margin: 0;
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
  border-radius: ${({ theme }) => theme.radii.card};
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
        <Header>
          {block.subtitle ? <Eyebrow>{block.subtitle}</Eyebrow> : null}
          <Title level={headingLevel} size="h1">
            {block.title}
          </Title>
        </Header>
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
