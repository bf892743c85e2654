import styled from 'styled-components'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import type { BlockProps } from '@/blocks/types'
import { Heading } from '@/ui/Heading'
import { fillsFromLink } from '@/forms/fields/definition'

// The form, its field types and validation load apart from the page (the server waits for
// them): in the browser when the visitor first reaches for the form.
export const CmsForm = lazyPart(() => import('@/forms/cms/CmsForm').then((module) => module.CmsForm))

const Narrow = styled(Container)`
  max-width: 48rem;
`

const Title = styled(Heading)`
  margin: 0 0 1.25rem;
`

/**
 * A form the editors defined in the CMS, embedded in a page. One with a field filled from the
 * page's address comes to life as it comes into view, so the field shows it without a click.
 */
export function FormBlock({ block, headingLevel }: BlockProps<'formBlock'>) {
  const definition = block.form
  // A form deleted after the page was published: the page still renders, without it.
  if (!definition) return null
  return (
    <Section>
      <Narrow>
        {block.title ? (
          <Title level={headingLevel} size="h2">
            {block.title}
          </Title>
        ) : null}
        <HydrateOnInteraction load={CmsForm.preload} whenVisible={fillsFromLink(definition)}>
          {(entered) => <CmsForm definition={definition} idPrefix={`form-${block._key}`} entered={entered} />}
        </HydrateOnInteraction>
      </Narrow>
    </Section>
  )
}
