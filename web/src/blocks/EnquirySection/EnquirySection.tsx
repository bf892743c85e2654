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
import { fillsFromLink } from '@/forms/fields/definition'

// The tabs, their forms, validation and dialog load apart from the page (the server waits for
// them): in the browser when the visitor first reaches for them.
const EnquiryTabs = lazyPart(() => import('@/forms/enquiry/EnquiryTabs').then((module) => module.EnquiryTabs))
// The form tab's form (a brand's own, built in the CMS), in a chunk of its own: a section
// without one never loads it.
const CmsForm = lazyPart(() => import('@/forms/cms/CmsForm').then((module) => module.CmsForm))

const Narrow = styled(Container)`
  max-width: 60rem;
`

/**
 * The enquiry section: a charter flight, an accommodation or a tailor-made enquiry, in tabs, and
 * a form of the brand's own in a tab of its own if it has one; it opens on the tab the editors
 * chose. A section whose form fills from the page's address (a voyage card's link) comes to life
 * as it comes into view, so that the field shows what the link gave it without a click.
 */
export function EnquirySection({ block, headingLevel }: BlockProps<'enquirySection'>) {
  const site = getSite(useSite().id)
  const link = block.tailorMadeLink
  const tailorMade = (
    <>
      {block.tailorMadeText ? <p>{block.tailorMadeText}</p> : null}
      {link?.label ? <ButtonLink link={link}>{link.label}</ButtonLink> : null}
    </>
  )
  const form = block.formTab?.form
  const formTabLabel = form ? block.formTab?.label : null
  const firstTab = block.firstTab === 'form' && !formTabLabel ? null : block.firstTab
  const load = form ? () => Promise.all([EnquiryTabs.preload(), CmsForm.preload()]) : EnquiryTabs.preload
  return (
    <Section>
      <Narrow>
        {block.title ? (
          <FormTitle level={headingLevel} size="h2">
            {block.title}
          </FormTitle>
        ) : null}
        {block.intro ? <FormIntro>{block.intro}</FormIntro> : null}
        <HydrateOnInteraction load={load} whenVisible={form ? fillsFromLink(form) : false}>
          {(entered) => (
            <EnquiryTabs
              phoneRegion={site?.phoneRegion ?? 'AU'}
              idPrefix={`enquiry-${block._key}`}
              tailorMade={tailorMade}
              formTab={
                form && formTabLabel
                  ? {
                      label: formTabLabel,
                      panel: (
                        <CmsForm
                          definition={form}
                          idPrefix={`enquiry-${block._key}-form`}
                          entered={firstTab === 'form' ? entered : undefined}
                        />
                      ),
                    }
                  : null
              }
              firstTab={firstTab}
              entered={entered}
            />
          )}
        </HydrateOnInteraction>
      </Narrow>
    </Section>
  )
}
