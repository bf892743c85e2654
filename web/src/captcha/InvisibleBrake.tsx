import { useEffect } from 'react'
import styled, { createGlobalStyle } from 'styled-components'
import { VisuallyHidden } from '@/ui/VisuallyHidden'
import { HONEYPOT_FIELD } from './invisibleBrake'
import { loadInvisibleCaptcha, v3SiteKey } from './invisibleCaptcha'

/** Off screen, out of the tab order and hidden from assistive technology: no person fills it. */
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

/** Google lets a site hide the v3 badge when the step shows its notice instead (below). */
const HiddenBadge = createGlobalStyle`
  .grecaptcha-badge {
    visibility: hidden;
  }
`

const Notice = styled.p`
  margin: 0;
  font-size: 0.875rem;
`

/**
 * The invisible brake of a form that shows no captcha, placed in the step that sends it: the
 * honeypot field, and, where a v3 key is set, Google's script (loaded now, not with the page)
 * and the notice Google asks for in place of its badge. The values go with the send
 * (invisibleBrake in invisibleCaptcha.ts).
 */
export function InvisibleBrake({ id }: { id: string }) {
  useEffect(() => {
    // A failure shows at the send, which goes without a token and is refused with a message.
    loadInvisibleCaptcha()?.catch(() => undefined)
  }, [])
  return (
    <>
      <Trap aria-hidden="true">
        <label htmlFor={id}>Website</label>
        <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </Trap>
      {v3SiteKey() ? (
        <>
          <HiddenBadge />
          <Notice>
            This site is protected by reCAPTCHA and the Google{' '}
            <a href="https://policies.google.com/privacy" target="_blank" rel="noopener">
              Privacy Policy<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>{' '}
            and{' '}
            <a href="https://policies.google.com/terms" target="_blank" rel="noopener">
              Terms of Service<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>{' '}
            apply.
          </Notice>
        </>
      ) : null}
    </>
  )
}
