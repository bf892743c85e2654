import styled from 'styled-components'
import type { LegalPageKind } from '@/site/legalPages'
import { useSiteFacts } from '@/site/SiteContext'
import { Container } from '@/ui/Container'

const Note = styled.p`
  max-width: 68ch;
  margin: 2rem 0 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.6;
`

/**
 * What a legal page says above its text while an editor has not ticked its "Approved by legal"
 * (site/legalPages.ts, unapprovedLegalPage): the text is a placeholder, not yet in force. The
 * company is the site's own, from its settings.
 */
export function LegalPlaceholderNotice({ kind }: { kind: LegalPageKind }) {
  const company = useSiteFacts()?.legalName
  const lawyers = company ? `${company}’s lawyers` : 'our lawyers'
  const subject = kind === 'privacy policy' ? 'This privacy policy is' : 'These terms and conditions are'
  return (
    <Container>
      <Note role="note">
        <strong>Placeholder text.</strong> {subject} sample wording that {lawyers} have not yet approved, and
        not legal advice.
      </Note>
    </Container>
  )
}
