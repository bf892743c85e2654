import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import styled from 'styled-components'
import type { EnteredValues } from '@/hydration/HydrateOnInteraction'
import { AccommodationEnquiryForm } from './AccommodationEnquiryForm'
import { FlightEnquiryForm } from './FlightEnquiryForm'
import { typeStep } from '@/theme/typeStep'
import { tabOrder, type TabId } from './tabOrder'

// One row at 390 px too: the tabs share it, their labels wrapping if they must. Four tabs (a
// section with a form tab) take two rows of two on a phone: in one, "Accommodation" would break.
const TabList = styled.div<{ $tabs: number }>`
  display: flex;
  gap: 0.25rem;
  margin-bottom: 1.5rem;
  border-bottom: 2px solid ${({ theme }) => theme.colors.muted};

  @media (max-width: 479px) {
    ${({ $tabs }) => ($tabs > 3 ? 'display: grid; grid-template-columns: repeat(2, minmax(0, 1fr));' : '')}
  }
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
  /** The section's own tab, a form of the brand's (its label, its panel), if it has one. */
  formTab?: { label: string; panel: ReactNode } | null
  /** The tab shown first and open at first (`tabOrder`): the charter flight unless chosen. */
  firstTab?: string | null
  /** What the visitor typed in the first tab's form before it hydrated. */
  entered?: EnteredValues
}

/**
 * The enquiry section's tabs (spec 02 §2), the WAI-ARIA tabs pattern with automatic activation:
 * one tab stop, Left and Right move between tabs (wrapping), Home and End go to the ends, and the
 * panel follows the focused tab. A form keeps what was typed while its tab is hidden.
 */
export function EnquiryTabs({ phoneRegion, idPrefix, tailorMade, formTab, firstTab, entered }: Props) {
  const tabList = tabOrder(firstTab, formTab?.label)
  const opening = tabList[0]!.id
  const [selected, setSelected] = useState<TabId>(opening)
  // A tab's panel stays mounted once shown, so switching back keeps its form as it was.
  const [shown, setShown] = useState<ReadonlySet<TabId>>(() => new Set([opening]))
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const tabId = (tab: TabId) => `${idPrefix}-tab-${tab}`
  const panelId = (tab: TabId) => `${idPrefix}-panel-${tab}`

  const select = (index: number) => {
    const tab = tabList[index]
    if (!tab) return
    setSelected(tab.id)
    setShown((current) => new Set(current).add(tab.id))
    tabs.current[index]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabList.findIndex((tab) => tab.id === selected)
    const last = tabList.length - 1
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
    flight: (
      <FlightEnquiryForm
        phoneRegion={phoneRegion}
        idPrefix={idPrefix}
        entered={opening === 'flight' ? entered : undefined}
      />
    ),
    accommodation: (
      <AccommodationEnquiryForm
        idPrefix={idPrefix}
        entered={opening === 'accommodation' ? entered : undefined}
      />
    ),
    tailorMade,
    form: formTab?.panel ?? null,
  }

  return (
    <div>
      <TabList role="tablist" aria-label="Enquiry" onKeyDown={onKeyDown} $tabs={tabList.length}>
        {tabList.map((tab, index) => (
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
      {tabList.map((tab) => (
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
