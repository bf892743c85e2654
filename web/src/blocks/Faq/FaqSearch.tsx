import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { VisuallyHidden } from '@/ui/VisuallyHidden'
import { FaqTagPanel } from './FaqTagPanel'
import type { FaqTag } from './faqTypes'
import { matchesQuestion } from './matchesQuestion'

type Props = { tags: FaqTag[]; idPrefix: string; headingLevel: 'h2' | 'h3' }

const Search = styled.div`
  display: grid;
  gap: 0.4rem;
  margin-bottom: 1.5rem;

  label {
    font-weight: 600;
  }
  input {
    width: 100%;
    min-height: 2.75rem;
    padding: 0.6rem 0.9rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radii.control};
    font: inherit;
  }
`

const countOf = (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`

/**
 * The keyword search and the tags it filters. The search needs script: the part hydrates on the
 * first focus or press inside it. The tags open and close as <details>, by the browser, with or
 * without it. A new search opens every tag, so its matches (or 'No results found!') show.
 */
export function FaqSearch({ tags, idPrefix, headingLevel }: Props) {
  const [search, setSearch] = useState('')
  const accordion = useRef<HTMLDivElement>(null)
  const field = useRef<HTMLInputElement>(null)

  const searchFor = (value: string) => {
    const starting = search.trim() === '' && value.trim() !== ''
    setSearch(value)
    if (!starting) return
    for (const details of accordion.current?.querySelectorAll('details') ?? []) details.open = true
  }

  // What was typed before the part hydrated (its code was still loading) is searched for at once.
  useEffect(() => {
    const typed = field.current?.value ?? ''
    if (typed) searchFor(typed)
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const shown = tags.map((tag) => (tag.faqs ?? []).filter((item) => matchesQuestion(item.question, search)))
  const matches = shown.reduce((total, items) => total + items.length, 0)
  const fieldId = `${idPrefix}-search`

  return (
    <>
      <Search role="search">
        <label htmlFor={fieldId}>Search the questions</label>
        <input
          ref={field}
          id={fieldId}
          type="search"
          autoComplete="off"
          placeholder="Type a keyword, such as luggage"
          onChange={(event) => searchFor(event.currentTarget.value)}
        />
      </Search>
      <VisuallyHidden role="status">
        {search.trim() ? `${countOf(matches)} found for “${search.trim()}”` : ''}
      </VisuallyHidden>
      <div ref={accordion}>
        {tags.map((tag, index) => (
          <FaqTagPanel
            key={tag._id}
            tag={tag.tag ?? ''}
            items={shown[index] ?? []}
            count={countOf(shown[index]?.length ?? 0)}
            initiallyOpen={index === 0}
            headingLevel={headingLevel}
          />
        ))}
      </div>
    </>
  )
}
