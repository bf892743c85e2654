import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { TypedObject } from '@portabletext/types'
import styled from 'styled-components'
import type { LinkValue } from '@/site/links'
import { CmsLink } from './CmsLink'

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => <CmsLink link={value as LinkValue}>{children}</CmsLink>,
  },
}

const Prose = styled.div`
  max-width: 68ch;
  line-height: 1.65;

  h2,
  h3 {
    font-family: ${({ theme }) => theme.fonts.heading};
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

/** Portable Text as the content queries project it (links resolved to their targets). */
export function RichText({ value }: { value: TypedObject[] | null }) {
  if (!value?.length) return null
  return (
    <Prose>
      <PortableText value={value} components={components} />
    </Prose>
  )
}
