import { useRef, useState, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import type { BlockOf } from '@/blocks/types'
import { CmsImage } from '@/ui/CmsImage'
import { RichText } from '@/ui/RichText'
import { focusTarget } from './panelKeys'
import { Heading } from '@/ui/Heading'
import { typeStep } from '@/theme/typeStep'

type Panel = NonNullable<BlockOf<'journeyTimeline'>['panels']>[number]

type Props = { panels: Panel[]; idPrefix: string; headingLevel: 'h2' | 'h3' }

const List = styled.ol`
  margin: 0;
  padding: 0 0 0 1.5rem;
  list-style: none;
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
`

const Item = styled.li`
  position: relative;
  padding-bottom: 0.75rem;

  /* The stop on the line: filled for the open panel. */
  &::before {
    content: '';
    position: absolute;
    left: calc(-1.5rem - 9px);
    top: 1.1rem;
    width: 15px;
    height: 15px;
    border: 3px solid ${({ theme }) => theme.colors.primary};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.background};
  }
  &[data-open]::before {
    background: ${({ theme }) => theme.colors.primary};
  }
`

const Toggle = styled.button`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 1rem;
  width: 100%;
  min-height: 2.75rem;
  padding: 0.6rem 0.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.card};
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &[aria-expanded='true'] {
    cursor: default;
  }
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surface};
  }
`

const Time = styled.span`
  min-width: 4ch;
  color: ${({ theme }) => theme.colors.primary};
  ${typeStep('h3')}
  font-variant-numeric: tabular-nums;
`

const Body = styled.div`
  display: grid;
  gap: 1.25rem;
  padding: 1rem 0.75rem 1.5rem;

  &[hidden] {
    display: none;
  }
  @media (min-width: 860px) {
    grid-template-columns: 1.2fr 1fr;
    align-items: start;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.card};
  }
`

const Description = styled.p`
  margin: 0 0 0.75rem;
  ${typeStep('lead')}
  font-weight: 600;
`

/**
 * The timeline's panels as an accordion with exactly one panel open: each panel's heading holds a
 * button (aria-expanded, aria-controls) that opens it and closes the one open before. Chosen over
 * tabs because the panels are a story read in order: each panel's content follows its own time
 * and title, in the page's reading order and on a phone's single column, and Tab reaches every
 * panel's button. The open panel's button is aria-disabled, since the timeline never has none
 * open. Arrow keys, Home and End move between buttons (panelKeys.ts).
 */
export function TimelinePanels({ panels, idPrefix, headingLevel }: Props) {
  const [active, setActive] = useState(panels.length - 1)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const target = focusTarget(event.key, index, panels.length)
    if (target === undefined) return
    event.preventDefault()
    buttons.current[target]?.focus()
  }

  return (
    <List>
      {panels.map((panel, index) => {
        const open = index === active
        const buttonId = `${idPrefix}-button-${index}`
        const panelId = `${idPrefix}-panel-${index}`
        return (
          <Item key={panel._key} data-open={open ? '' : undefined}>
            <Heading level={headingLevel} size="h4">
              <Toggle
                ref={(button) => {
                  buttons.current[index] = button
                }}
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                aria-disabled={open || undefined}
                onClick={() => setActive(index)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <Time>{panel.time}</Time>
                <span>{panel.title}</span>
              </Toggle>
            </Heading>
            <Body id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              <div>
                {panel.description ? <Description>{panel.description}</Description> : null}
                <RichText value={panel.content} />
              </div>
              <CmsImage image={panel.image} sizes="(min-width: 860px) 480px, 100vw" />
            </Body>
          </Item>
        )
      })}
    </List>
  )
}
