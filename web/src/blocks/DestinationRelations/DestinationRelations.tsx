import styled from 'styled-components'
import { CmsImage } from '@/ui/CmsImage'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import { SitePageLink } from '@/ui/SitePageLink'
import type { BlockProps } from '@/blocks/types'
import { destinationHref } from '@/site/destinationLinks'
import { useSite } from '@/site/SiteContext'
import { Heading } from '@/ui/Heading'
import { typeStep } from '@/theme/typeStep'

const Title = styled(Heading)`
  margin: 0 0 1.5rem;
`

const Cards = styled.ul`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`

const Card = styled(SitePageLink)`
  display: grid;
  overflow: hidden;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: inherit;
  text-decoration: none;

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
  div {
    padding: 1rem 1.25rem 1.25rem;
  }
  p {
    margin: 0.35rem 0 0;
  }
  &:hover h3,
  &:focus-visible h3 {
    text-decoration: underline;
  }
`

const Category = styled.p`
  && {
    margin: 0;
  }
  color: ${({ theme }) => theme.colors.primary};
  ${typeStep('caption')}
  font-weight: 700;
  letter-spacing: 0.05em;
  text-transform: uppercase;
`

const CardTitle = styled(Heading)`
  margin: 0.2rem 0 0;
`

/**
 * Related destinations (spec 02 §2): each card its category's title, its title, description and
 * image, linking to its destination page at the page's own address, or without one to the
 * destination's tours on the main tours site (destinationHref).
 */
export function DestinationRelations({ block, headingLevel }: BlockProps<'destinationRelations'>) {
  const site = useSite()
  const entries = (block.entries ?? []).flatMap((entry) => {
    const href = destinationHref(site, { slug: entry.slug, isShow: false, page: entry.page })
    return entry.categoryTitle && entry.metaTitle && href ? [{ ...entry, href }] : []
  })
  if (!entries.length) return null
  return (
    <Section>
      <Container>
        <Title level={headingLevel} size="h2">
          {block.title}
        </Title>
        <Cards>
          {entries.map((entry) => (
            <li key={entry._key}>
              <Card href={entry.href}>
                <CmsImage image={entry.image} sizes="(min-width: 48rem) 33vw, 100vw" />
                <div>
                  <Category>{entry.categoryTitle}</Category>
                  <CardTitle level="h3" size="h4">
                    {entry.metaTitle}
                  </CardTitle>
                  {entry.description ? <p>{entry.description}</p> : null}
                </div>
              </Card>
            </li>
          ))}
        </Cards>
      </Container>
    </Section>
  )
}
