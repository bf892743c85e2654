import { ClampedText } from '@/ui/ClampedText'
import { Container } from '@/ui/Container'
import { RichText } from '@/ui/RichText'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'

/** Spec 02 §9: the intro's clamp on small screens. */
export const INTRO_LINES = 6

/**
 * A destination's introduction (spec 02 §2): in full on wide screens; on small screens clamped
 * to six lines, with a toggle to read the rest and to fold it again, which needs no script.
 */
export function DestinationIntro({ block }: BlockProps<'destinationIntro'>) {
  return (
    <Section>
      <Container>
        <ClampedText id={`intro-${block._key}`} lines={INTRO_LINES}>
          <RichText value={block.text} />
        </ClampedText>
      </Container>
    </Section>
  )
}
