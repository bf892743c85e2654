import styled from 'styled-components'
import { getSite } from '@travel/config'
import { useSite } from '@/site/SiteContext'
import { ButtonLink } from '@/ui/ButtonLink'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import type { BlockProps } from '@/blocks/types'
import { FormIntro, FormTitle } from '@/ui/FormHeading'

// The tabs, their forms, validation and dialog load apart from the page (the server waits for
// them): in the browser when the visitor first reaches for them.
const EnquiryTabs = lazyPart(() => import('@/forms/enquiry/EnquiryTabs').then((module) => module.EnquiryTabs))

const Narrow = styled(Container)`
  max-width: 60rem;
`

/** The enquiry section: a charter flight, an accommodation or a tailor-made enquiry, in tabs. */
export function EnquirySection({ block, headingLevel }: BlockProps<'enquirySection'>) {
  const site = getSite(useSite().id)
  const link = block.tailorMadeLink
  const tailorMade = (
    <>
      {block.tailorMadeText ? <p>{block.tailorMadeText}</p> : null}
      {link?.label ? <ButtonLink link={link}>{link.label}</ButtonLink> : null}
    </>
  )
  return (
    <Section>
      <Narrow>
        {block.title ? (
          <FormTitle level={headingLevel} size="h2">
            {block.title}
          </FormTitle>
        ) : null}
        {block.intro ? <FormIntro>{block.intro}</FormIntro> : null}
        <HydrateOnInteraction load={EnquiryTabs.preload}>
          {(entered) => (
            <EnquiryTabs
              phoneRegion={site?.phoneRegion ?? 'AU'}
              idPrefix={`enquiry-${block._key}`}
              tailorMade={tailorMade}
              entered={entered}
            />
          )}
        </HydrateOnInteraction>
      </Narrow>
    </Section>
  )
}
