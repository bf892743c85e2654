import styled from 'styled-components'
import { Container } from '@/ui/Container'
import { RichText } from '@/ui/RichText'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'

/** Spec 02 §9: the intro's clamp on small screens. */
export const INTRO_LINES = 6
const SMALL = '(max-width: 47.99rem)'

/** Only on small screens, where the text is clamped; there visually hidden, its label shown. */
const Toggle = styled.input`
  display: none;

  @media ${SMALL} {
    display: block;
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`

const Text = styled.div`
  @media ${SMALL} {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${INTRO_LINES};
    overflow: hidden;

    /* The clamp counts the lines of one box: the paragraphs run on in it. */
    & > div,
    & p {
      display: inline;
    }
    & p + p::before {
      content: ' ';
    }
  }
  input:checked + & {
    display: block;
    -webkit-line-clamp: unset;
    overflow: visible;

    & > div,
    & p {
      display: block;
    }
    & p + p::before {
      content: none;
    }
  }
`

const More = styled.label`
  display: none;
  margin-top: 0.75rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;

  @media ${SMALL} {
    display: inline-block;
  }
  input:focus-visible ~ & {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
  .when-open,
  input:checked ~ & .when-closed {
    display: none;
  }
  input:checked ~ & .when-open {
    display: inline;
  }
`

/**
 * A destination's introduction (spec 02 §2): in full on wide screens; on small screens clamped
 * to six lines, with a toggle to read the rest and to fold it again. The toggle is a checkbox
 * styled as a link, so it works without script; screen readers read the whole text either way.
 */
export function DestinationIntro({ block }: BlockProps<'destinationIntro'>) {
  const toggleId = `intro-${block._key}`
  return (
    <Section>
      <Container>
        <Toggle type="checkbox" id={toggleId} />
        <Text>
          <RichText value={block.text} />
        </Text>
        <More htmlFor={toggleId}>
          <span className="when-closed">Read more</span>
          <span className="when-open">Read less</span>
        </More>
      </Container>
    </Section>
  )
}
