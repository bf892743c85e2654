import { VisuallyHidden } from './VisuallyHidden'

/**
 * Says that a link opens in a new tab: a small arrow for the eye, words for screen readers.
 * Put it inside the link, after its label, when the link's `newTab` is set.
 */
export function NewTabNote() {
  return (
    <>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="14" height="14">
        <path
          d="M14 3h7v7h-2V6.4l-8.3 8.3-1.4-1.4L17.6 5H14zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z"
          fill="currentColor"
        />
      </svg>
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </>
  )
}
