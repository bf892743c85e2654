import { Suspense, useEffect, useRef, useState } from 'react'
import { lazyPart } from '@/hydration/lazyPart'
import { Button } from '@/ui/Button'
import { Actions } from './styles'
import type { Famil } from './types'

// Each dialog's code (and @reach/dialog's) loads when its button is first pointed at or focused,
// so that it opens at once; pages without the block never load it.
const ItineraryDialog = lazyPart(() => import('./ItineraryDialog').then((module) => module.ItineraryDialog))
const TermsDialog = lazyPart(() => import('./TermsDialog').then((module) => module.TermsDialog))
const preloadItinerary = () => void ItineraryDialog.preload().catch(() => undefined)
const preloadTerms = () => void TermsDialog.preload().catch(() => undefined)

type Opened = 'itinerary' | 'terms' | null

type DialogButtonProps = { label: string; onOpen: () => void; preload: () => void }

/** A button that opens one of the card's dialogs; pointed at or focused, it loads the dialog's code. */
function DialogButton({ label, onOpen, preload }: DialogButtonProps) {
  return (
    <Button type="button" aria-haspopup="dialog" onClick={onOpen} onPointerEnter={preload} onFocus={preload}>
      {label}
    </Button>
  )
}

/** The card's two buttons, and the dialog one of them opened (focus returns to it on close). */
export function FamilActions({ famil }: { famil: Famil }) {
  const [opened, setOpened] = useState<Opened>(null)
  const root = useRef<HTMLDivElement>(null)
  const close = () => setOpened(null)

  // Marks the buttons as working once hydrated (the e2e tests wait for it): the server's HTML has none.
  useEffect(() => root.current?.setAttribute('data-live', 'true'), [])

  return (
    <Actions ref={root}>
      {famil.itineraryAndPrice ? (
        <DialogButton
          label="Itinerary and price"
          onOpen={() => setOpened('itinerary')}
          preload={preloadItinerary}
        />
      ) : null}
      {famil.termsAndConditions?.length ? (
        <DialogButton label="Terms and conditions" onOpen={() => setOpened('terms')} preload={preloadTerms} />
      ) : null}
      {/* Only ever rendered in the browser, after a click: each waits for its code. */}
      {opened === 'itinerary' && famil.itineraryAndPrice ? (
        <Suspense fallback={null}>
          <ItineraryDialog itineraryAndPrice={famil.itineraryAndPrice} onClose={close} />
        </Suspense>
      ) : null}
      {opened === 'terms' ? (
        <Suspense fallback={null}>
          <TermsDialog terms={famil.termsAndConditions ?? []} onClose={close} />
        </Suspense>
      ) : null}
    </Actions>
  )
}
