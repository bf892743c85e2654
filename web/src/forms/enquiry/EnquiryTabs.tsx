import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import styled from 'styled-components'
import type { EnteredValues } from '@/hydration/HydrateOnInteraction'
import { AccommodationEnquiryForm } from './AccommodationEnquiryForm'
import { FlightEnquiryForm } from './FlightEnquiryForm'
import { typeStep } from '@/theme/typeStep'

/** Spec 02 §2: the tabs, in order; the first is the default. */
export const ENQUIRY_TABS = [
  { id: 'flight', label: 'Charter flight' },
  { id: 'accommodation', label: 'Accommodation' },
  { id: 'tailorMade', label: 'Tailor-made' },
] as const
type TabId = (typeof ENQUIRY_TABS)[number]['id']

// One row at 390 px too: the tabs share it, their labels wrapping if they must.
const TabList = styled.div`
  display: flex;
  gap: 0.25rem;
  margin-bottom: 1.5rem;
  border-bottom: 2px solid ${({ theme }) => theme.colors.muted};
`

const Tab = styled.button`
  font: inherit;
  ${typeStep('small')}
  font-weight: 600;
  flex: 1 1 auto;
  min-width: 0;
  padding: 0.75rem 0.5rem;
  margin-bottom: -2px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  @media (min-width: 600px) {
    flex: none;
    ${typeStep('body')}
    padding: 0.75rem 1.1rem;
  }

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`

type Props = {
  phoneRegion: string
  /** Makes the controls' ids unique on the page (the block's key). */
  idPrefix: string
  /** What the tailor-made tab shows: a way into the tailor-made wizard. */
  tailorMade: ReactNode
  /** What the visitor typed in the default tab's form before it hydrated. */
  entered?: EnteredValues
}

/**
 * The enquiry section's tabs (spec 02 §2), the WAI-ARIA tabs pattern with automatic activation:
 * one tab stop, Left and Right move between tabs (wrapping), Home and End go to the ends, and the
 * panel follows the focused tab. A form keeps what was typed while its tab is hidden.
 */
export function EnquiryTabs({ phoneRegion, idPrefix, tailorMade, entered }: Props) {
  const [selected, setSelected] = useState<TabId>('flight')
  // A tab's panel stays mounted once shown, so switching back keeps its form as it was.
  const [shown, setShown] = useState<ReadonlySet<TabId>>(() => new Set(['flight']))
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const tabId = (tab: TabId) => `${idPrefix}-tab-${tab}`
  const panelId = (tab: TabId) => `${idPrefix}-panel-${tab}`

  const select = (index: number) => {
    const tab = ENQUIRY_TABS[index]
    if (!tab) return
    setSelected(tab.id)
    setShown((current) => new Set(current).add(tab.id))
    tabs.current[index]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ENQUIRY_TABS.findIndex((tab) => tab.id === selected)
    const last = ENQUIRY_TABS.length - 1
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    select(next)
  }

  const panels: Record<TabId, ReactNode> = {
    flight: <FlightEnquiryForm phoneRegion={phoneRegion} idPrefix={idPrefix} entered={entered} />,
    accommodation: <AccommodationEnquiryForm idPrefix={idPrefix} />,
    tailorMade,
  }

  return (
    <div>
      <TabList role="tablist" aria-label="Enquiry" onKeyDown={onKeyDown}>
        {ENQUIRY_TABS.map((tab, index) => (
          <Tab
            key={tab.id}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => select(index)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {ENQUIRY_TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
        >
          {shown.has(tab.id) ? panels[tab.id] : null}
        </div>
      ))}
    </div>
  )
}
