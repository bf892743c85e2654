import styled from 'styled-components'
import { CmsLink } from '@/ui/CmsLink'
import { Container } from '@/ui/Container'
import { NewTabNote } from '@/ui/LinkNotes'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'
import { SitePageLink } from '@/ui/SitePageLink'
import { offerPath } from '@/site/offers'

const Title = styled(Heading)`
  margin: 0 0 1.5rem;
`

const Sections = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
`

const SectionTitle = styled(Heading)`
  margin: 0 0 0.75rem;
  padding-bottom: 0.5rem;
  border-bottom: 2px solid ${({ theme }) => theme.colors.accent};
`

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.15rem;

  a {
    display: inline-block;
    /* A comfortable touch target, whether the label takes one line or two. */
    padding: 0.55rem 0;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-underline-offset: 0.2em;
  }
  svg {
    margin-left: 0.35rem;
    vertical-align: -0.1em;
  }
`

/**
 * Offers in titled sections: each section's offers (by their titles, to their pages; the page
 * has left out those not valid now), then its links to pages of the site or elsewhere. A
 * section left with nothing to list shows nothing.
 */
export function OfferLinks({ block, headingLevel }: BlockProps<'offerLinks'>) {
  const sections = (block.sections ?? []).filter((section) => section.offers?.length || section.links?.length)
  if (sections.length === 0) return null
  // Section titles sit one level below the block's title; without one, below the page's h1.
  const sectionHeading = block.title && headingLevel === 'h2' ? 'h3' : 'h2'
  return (
    <Section>
      <Container>
        {block.title ? (
          <Title level={headingLevel} size="h2">
            {block.title}
          </Title>
        ) : null}
        <Sections>
          {sections.map((section) => (
            <div key={section._key}>
              <SectionTitle level={sectionHeading} size="h4">
                {section.title}
              </SectionTitle>
              <Links>
                {section.offers?.map((offer) =>
                  offer.slug ? (
                    <li key={offer._id}>
                      <SitePageLink href={offerPath(offer.slug)}>{offer.title}</SitePageLink>
                    </li>
                  ) : null,
                )}
                {section.links?.map((link) => (
                  <li key={link._key}>
                    <CmsLink link={link}>
                      {link.label}
                      {link.newTab ? <NewTabNote /> : null}
                    </CmsLink>
                  </li>
                ))}
              </Links>
            </div>
          ))}
        </Sections>
      </Container>
    </Section>
  )
}
