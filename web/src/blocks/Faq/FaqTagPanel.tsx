import styled from 'styled-components'
import { RichText } from '@/ui/RichText'
import type { FaqItem } from './faqTypes'
import { Heading } from '@/ui/Heading'
import { typeStep } from '@/theme/typeStep'

type Props = {
  tag: string
  items: FaqItem[]
  count: string
  /** Open in the server's HTML; afterwards the browser (and the visitor) open and close it. */
  initiallyOpen: boolean
  headingLevel: 'h2' | 'h3'
}

const Details = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.accent};
`

const Summary = styled.summary`
  display: flex;
  align-items: center;
  gap: 1rem;
  min-height: 3.25rem;
  padding: 0.75rem 0.25rem;
  ${typeStep('lead')}
  font-weight: 700;
  cursor: pointer;
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }
  /* The chevron: down while closed, up while open. */
  &::after {
    content: '';
    flex: none;
    width: 0.55em;
    height: 0.55em;
    margin-left: auto;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    transform: translateY(-0.15em) rotate(45deg);
  }
  details[open] > &::after {
    transform: translateY(0.15em) rotate(-135deg);
  }
`

const Count = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  ${typeStep('small')}
  font-weight: 400;
`

const Questions = styled.ul`
  margin: 0;
  padding: 0 0.25rem 1rem;
  list-style: none;

  li + li {
    margin-top: 1.25rem;
  }
`

const Question = styled(Heading)`
  margin: 0 0 0.35rem;
`

const Empty = styled.p`
  margin: 0;
  padding: 0 0.25rem 1rem;
  color: ${({ theme }) => theme.colors.muted};
`

/** One tag of the accordion: its questions that match the search, or 'No results found!'. */
export function FaqTagPanel({ tag, items, count, initiallyOpen, headingLevel }: Props) {
  return (
    <Details open={initiallyOpen}>
      <Summary>
        {tag}
        <Count>({count})</Count>
      </Summary>
      {items.length ? (
        <Questions>
          {items.map((item) => (
            <li key={item._key}>
              <Question level={headingLevel} size="h4">
                {item.question}
              </Question>
              <RichText value={item.answer} />
            </li>
          ))}
        </Questions>
      ) : (
        <Empty>No results found!</Empty>
      )}
    </Details>
  )
}
