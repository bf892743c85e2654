import styled from 'styled-components'
import { getSite } from '@travel/config'
import { useSite } from '@/site/SiteContext'
import { factLink } from '@/site/siteFacts'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import { Card, Title } from './styles'

// Its link as the site's text has them: the brand's colour.
const Text = styled.p`
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 0.15em;
    overflow-wrap: anywhere;
  }
`

/** The day registration opens, as the site's visitors read it: '1 March 2027', in the site's clock. */
function openingDay(moment: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
    Date.parse(moment),
  )
}

/**
 * A famils page with no famil open for registration (publishWindows.ts, `noFamilOpen`): says
 * so, when the next famil opens if one is scheduled, and how to hear of the next one (the
 * site's email, else its phone).
 */
export function NoFamilOpen({
  id,
  nextOpening,
  headingLevel,
}: {
  id: string
  nextOpening: string | null
  headingLevel: 'h1' | 'h2'
}) {
  const site = useSite()
  const locale = getSite(site.id)?.locale ?? 'en-AU'
  const contact = factLink(site.facts, 'email') ?? factLink(site.facts, 'phone')
  return (
    <Section aria-labelledby={id}>
      <Container>
        <Card>
          <Title level={headingLevel} size="h2" id={id}>
            No famil is open for registration right now
          </Title>
          <p>
            {nextOpening
              ? `Registration for our next famil opens on ${openingDay(nextOpening, locale, site.timeZone)}: come back then.`
              : 'We announce each new famil here as its registration opens.'}
          </p>
          {contact ? (
            <Text>
              To hear of the next famil first, write to us at{' '}
              {contact.href ? <a href={contact.href}>{contact.text}</a> : contact.text}.
            </Text>
          ) : null}
        </Card>
      </Container>
    </Section>
  )
}
