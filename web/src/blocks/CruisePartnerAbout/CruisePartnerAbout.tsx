import styled from 'styled-components'
import { ButtonLink } from '@/ui/ButtonLink'
import { CmsImage } from '@/ui/CmsImage'
import { Container } from '@/ui/Container'
import { RichText } from '@/ui/RichText'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'
import { Eyebrow } from '@/ui/Text'

const Band = styled(Section)`
  background: ${({ theme }) => theme.colors.surface};
`

const Grid = styled(Container)`
  display: grid;
  gap: 2rem;
  align-items: center;

  @media (min-width: 860px) {
    grid-template-columns: 2fr 3fr;
  }
`

const Title = styled(Heading)`
  margin: 0 0 1rem;
`

const Picture = styled(CmsImage)`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.card};
`

/** A cruise partner introduced: its image, then a line above the title, the title, text and a link. */
export function CruisePartnerAbout({ block, headingLevel }: BlockProps<'cruisePartnerAbout'>) {
  return (
    <Band>
      <Grid>
        <Picture
          image={block.image}
          sizes="(min-width: 860px) 40vw, 100vw"
          priority={headingLevel === 'h1'}
        />
        <div>
          {block.subtitle ? <Eyebrow>{block.subtitle}</Eyebrow> : null}
          <Title level={headingLevel} size="h1">
            {block.title}
          </Title>
          <RichText value={block.body} />
          {block.button?.label ? <ButtonLink link={block.button}>{block.button.label}</ButtonLink> : null}
        </div>
      </Grid>
    </Band>
  )
}
