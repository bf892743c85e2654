import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { TypedObject } from '@portabletext/types'
import styled from 'styled-components'
import type { LinkValue } from '@/site/links'
import { useSiteFacts } from '@/site/SiteContext'
import { factLink } from '@/site/siteFacts'
import { CmsLink } from './CmsLink'
import { typeStep } from '@/theme/typeStep'

/** The site's phone, email, address, hours or currency that the text names, from its settings. */
function SiteFact({ fact }: { fact?: string }) {
  const facts = useSiteFacts()
  const shown = facts && factLink(facts, fact)
  if (!shown) return null
  return shown.href ? <a href={shown.href}>{shown.text}</a> : <>{shown.text}</>
}

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => <CmsLink link={value as LinkValue}>{children}</CmsLink>,
  },
  types: {
    siteFact: ({ value }: { value: { fact?: string } }) => <SiteFact fact={value.fact} />,
  },
}

const Prose = styled.div`
  max-width: 68ch;
  line-height: 1.65;

  /* An editor's headings sit under the block's own title: a step or two below it. */
  h2 {
    ${typeStep('h3')}
  }
  h3 {
    ${typeStep('h4')}
  }
  h2,
  h3 {
    line-height: 1.25;
    margin: 1.6em 0 0.5em;
  }
  blockquote {
    margin: 1.5em 0;
    padding-left: 1em;
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    font-style: italic;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 0.15em;
  }
`

/**
 * Portable Text as the content queries project it (links resolved to their targets), the site's
 * details it names (`siteFact`) written out from the site's settings.
 */
export function RichText({ value }: { value: TypedObject[] | null }) {
  if (!value?.length) return null
  return (
    <Prose>
      <PortableText value={value} components={components} />
    </Prose>
  )
}
