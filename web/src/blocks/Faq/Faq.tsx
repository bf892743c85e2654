import { toPlainText } from '@portabletext/react'
import styled from 'styled-components'
import { HydrateOnInteraction } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import { useSiteFacts } from '@/site/SiteContext'
import { factsWrittenIn } from '@/site/siteFacts'
import { faqPage, jsonLd } from '@/site/structuredData'
import { Container } from '@/ui/Container'
import { Section } from '@/ui/Section'
import type { BlockProps } from '@/blocks/types'
import { tagsOf } from './faqTypes'
import { Heading } from '@/ui/Heading'

// The search and the accordion it filters load apart from the page, when the visitor reaches
// for them; every question and answer is in the server's HTML before that.
const FaqSearch = lazyPart(() => import('./FaqSearch').then((module) => module.FaqSearch))

const Narrow = styled(Container)`
  max-width: 52rem;
`

const Title = styled(Heading)`
  margin: 0 0 1.25rem;
`

/**
 * Frequently asked questions (spec 01 §2): a keyword search, and the tags as an accordion whose
 * questions the search filters. The page tells search engines the questions and answers as a
 * schema.org FAQPage.
 */
export function Faq({ block, headingLevel }: BlockProps<'faq'>) {
  const tags = tagsOf(block)
  const facts = useSiteFacts()
  const questions = tags.flatMap((tag) =>
    (tag.faqs ?? []).map((item) => ({
      question: item.question ?? '',
      answer: toPlainText(factsWrittenIn(item.answer ?? [], facts)),
    })),
  )
  return (
    <Section>
      <Narrow>
        <Title level={headingLevel} size="h2">
          {block.title}
        </Title>
        <HydrateOnInteraction load={FaqSearch.preload}>
          {() => (
            <FaqSearch
              tags={tags}
              idPrefix={`faq-${block._key}`}
              headingLevel={headingLevel === 'h1' ? 'h2' : 'h3'}
            />
          )}
        </HydrateOnInteraction>
        {questions.length ? (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: jsonLd(faqPage(questions)) }}
          />
        ) : null}
      </Narrow>
    </Section>
  )
}
