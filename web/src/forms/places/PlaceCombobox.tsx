import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react'
import styled from 'styled-components'
import { VisuallyHidden } from '@/ui/VisuallyHidden'

const Wrapper = styled.div`
  position: relative;

  input {
    box-sizing: border-box;
    width: 100%;
  }
`

// Spec 02 §9: the suggestion list's maximum height; it scrolls past it.
const Popup = styled.div`
  position: absolute;
  z-index: 20;
  inset-inline: 0;
  top: calc(100% + 0.25rem);
  max-height: 300px;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`

// Stays over the list as it scrolls.
const Heading = styled.p`
  position: sticky;
  top: 0;
  background: ${({ theme }) => theme.colors.background};
  margin: 0;
  padding: 0.55rem 0.9rem 0.25rem;
  font-weight: 700;
`

const Listbox = styled.ul`
  margin: 0;
  padding: 0.35rem 0;
  list-style: none;
`

const Option = styled.li`
  padding: 0.55rem 0.9rem;
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`

/** Spec 02 §9: how long the place suggestions stay after the field loses focus. */
export const PLACE_LIST_CLOSE_DELAY_MS = 300

type Props = {
  id: string
  name: string
  value: string
  onChange: (value: string) => void
  suggestions: string[]
  /** Shown over the list, and its accessible name ('Destinations' when not given, unshown). */
  heading?: string
  /** How long the list stays after the field loses focus (the enquiry forms: 300 ms). */
  closeDelayMs?: number
  onBlur?: () => void
  /** The text input's ref (react-hook-form's, so that a refused send can focus the field). */
  inputRef?: Ref<HTMLInputElement>
  'aria-describedby'?: string
  'aria-invalid'?: boolean
  'aria-required'?: boolean
}

/**
 * A text field that suggests places as the visitor types, and takes any text too (the quick
 * search's destination, the enquiry forms' places): the WAI-ARIA combobox pattern with a list
 * popup. Arrow keys move through the suggestions (the
 * field keeps focus, the active one is `aria-activedescendant`), Enter takes the active one,
 * Escape closes the list, and a click takes one.
 */
export function PlaceCombobox({
  id,
  name,
  value,
  onChange,
  suggestions,
  heading,
  closeDelayMs = 0,
  onBlur,
  inputRef,
  ...aria
}: Props) {
  // Open from the start when the visitor is already in the field with a word typed: they typed it
  // before the form hydrated (HydrateOnInteraction), and its suggestions are what they wait for.
  // Read once, in the browser; nothing shows until suggestions come, so the first render matches
  // the server's.
  const [open, setOpen] = useState(
    () => typeof document !== 'undefined' && document.activeElement?.id === id && value.trim() !== '',
  )
  const [active, setActive] = useState(-1)
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined)
  const listId = `${id}-suggestions`
  const headingId = `${id}-suggestions-heading`
  useEffect(() => () => clearTimeout(closing.current), [])
  const close = () => {
    clearTimeout(closing.current)
    setOpen(false)
    setActive(-1)
  }
  const expanded = open && suggestions.length > 0
  const optionId = (index: number) => `${listId}-${index}`

  const choose = (suggestion: string) => {
    onChange(suggestion)
    close()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setOpen(true)
      setActive((current) =>
        !expanded
          ? step === 1
            ? 0
            : suggestions.length - 1
          : (current + step + suggestions.length) % suggestions.length,
      )
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Takes the suggestion instead of sending the search.
      event.preventDefault()
      choose(suggestions[active]!)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      close()
    }
  }

  return (
    <Wrapper>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        {...aria}
        value={value}
        onChange={(event) => {
          clearTimeout(closing.current)
          onChange(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          onBlur?.()
          if (closeDelayMs) closing.current = setTimeout(close, closeDelayMs)
          else close()
        }}
      />
      <Popup hidden={!expanded}>
        {heading ? (
          <Heading id={headingId} aria-hidden="true">
            {heading}
          </Heading>
        ) : null}
        <Listbox
          id={listId}
          role="listbox"
          aria-label={heading ? undefined : 'Destinations'}
          aria-labelledby={heading ? headingId : undefined}
        >
          {expanded
            ? suggestions.map((suggestion, index) => (
                <Option
                  key={suggestion}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Before the field's blur: the click must land on a list still there.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(suggestion)}
                >
                  {suggestion}
                </Option>
              ))
            : null}
        </Listbox>
      </Popup>
      <VisuallyHidden role="status">
        {expanded ? `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'}` : ''}
      </VisuallyHidden>
    </Wrapper>
  )
}
