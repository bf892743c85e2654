import styled from 'styled-components'
import { getSite } from '@travel/config'
import { useSite } from '@/site/SiteContext'
import { factLink, type SiteFacts } from '@/site/siteFacts'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import type { BlockProps } from '@/blocks/types'
import { ContactIcon } from './ContactIcon'
import { Heading } from '@/ui/Heading'
import { typeStep } from '@/theme/typeStep'

// The form, its validation and its dialog load apart from the page (the server waits for
// them): in the browser when the visitor first reaches for the form.
export const ContactForm = lazyPart(() =>
  import('@/forms/contact/ContactForm').then((module) => module.ContactForm),
)

/** The info beside the form; neither column wider than its share, whatever it holds. */
const Columns = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2.5rem;

  @media (min-width: 900px) {
    grid-template-columns: minmax(16rem, 1fr) minmax(0, 2fr);
  }
`

const Info = styled.div`
  padding: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};

  h2,
  h3 {
    margin: 1.5rem 0 0.5rem;
    ${typeStep('h4')}
  }
  div:first-child > :is(h2, h3) {
    margin-top: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  li {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
    color: ${({ theme }) => theme.colors.text};
  }
  /* An email address is one long word: it breaks rather than push the panel wider. */
  li > :not(svg) {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 0.15em;
  }
  svg {
    flex: none;
    margin-top: 0.15rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`

const Title = styled(Heading)`
  margin: 0 0 0.75rem;
`

const FormTitle = styled(Heading)`
  margin: 0 0 1.25rem;
`

type Line = { label: string | null; fact: string | null }

/**
 * What a line of an info section shows: its label, or the site's own phone, email, address or
 * hours from its settings (a phone and an email as links); null when the settings lack it.
 */
function shownLine(line: Line, facts: SiteFacts): { text: string; href?: string } | null {
  return line.label ? { text: line.label } : factLink(facts, line.fact)
}

/** The contact page: info sections on the left, the contact form on the right. */
export function ContactSection({ block, headingLevel }: BlockProps<'contactSection'>) {
  const { id, facts } = useSite()
  const site = getSite(id)
  // Headings inside the section sit one level below its title.
  const subheading = headingLevel === 'h1' ? 'h2' : 'h3'
  return (
    <Section>
      <Columns>
        <div>
          <Title level={headingLevel} size="h1">
            {block.title}
          </Title>
          {block.intro ? <p>{block.intro}</p> : null}
          <Info>
            {block.infoSections?.map((section) => (
              <div key={section._key}>
                {subheading === 'h2' ? <h2>{section.title}</h2> : <h3>{section.title}</h3>}
                <ul>
                  {section.items?.map((item) => {
                    const shown = shownLine(item, facts)
                    if (!shown) return null
                    return (
                      <li key={item._key}>
                        <ContactIcon name={item.icon} />
                        {shown.href ? <a href={shown.href}>{shown.text}</a> : <span>{shown.text}</span>}
                      </li>
                    )
                  })}
                </ul>
              </div>
            ))}
          </Info>
        </div>
        <div>
          {block.formTitle ? (
            <FormTitle level={subheading} size="h3">
              {block.formTitle}
            </FormTitle>
          ) : null}
          <HydrateOnInteraction load={ContactForm.preload}>
            {(entered) => (
              <ContactForm
                phoneRegion={site?.phoneRegion ?? 'AU'}
                idPrefix={`contact-${block._key}`}
                entered={entered}
              />
            )}
          </HydrateOnInteraction>
        </div>
      </Columns>
    </Section>
  )
}
