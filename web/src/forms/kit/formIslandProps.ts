import type { EnteredValues } from '@/hydration/HydrateOnInteraction'

/** What a form's block gives the form it renders (an island: docs/hydration.md). */
export type FormIslandProps = {
  /** Makes the controls' ids unique on the page (the block's key). */
  idPrefix: string
  /** What the visitor typed before the form hydrated. */
  entered?: EnteredValues
}

/** The same, for a form that asks for a phone. */
export type PhoneFormIslandProps = FormIslandProps & {
  /** The site's phone region, the phone country's default (spec 02 §5). */
  phoneRegion: string
}
