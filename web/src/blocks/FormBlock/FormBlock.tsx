import styled from 'styled-components'
import { Container } from '@/ui/Container'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyIsland } from '@/hydration/lazyIsland'
import type { BlockProps } from '@/blocks/types'

// The form, its field types and validation load apart from the page: on the server before it
// renders, in the browser when the visitor first reaches for the form.
export const CmsForm = lazyIsland(() => import('@/forms/cms/CmsForm').then((module) => module.CmsForm))

const Section = styled.section`
  padding: 3rem 0;
`

const Narrow = styled(Container)`
  max-width: 48rem;
`

const Title = styled.h2`
  font-size: clamp(1.6rem, 3vw, 2.2rem);
  margin: 0 0 1.25rem;
`

/** Spec 01 §2: a form the editors defined in the CMS, embedded in a page. */
export function FormBlock({ block, headingLevel }: BlockProps<'formBlock'>) {
  const definition = block.form
  // A form deleted after the page was published: the page still renders, without it.
  if (!definition) return null
  return (
    <Section>
      <Narrow>
        {block.title ? <Title as={headingLevel}>{block.title}</Title> : null}
        <HydrateOnInteraction load={CmsForm.preload}>
          {(entered) => <CmsForm definition={definition} idPrefix={`form-${block._key}`} entered={entered} />}
        </HydrateOnInteraction>
      </Narrow>
    </Section>
  )
}
