import { useEffect } from 'react'
import styled, { createGlobalStyle } from 'styled-components'
import { VisuallyHidden } from '@/ui/VisuallyHidden'
import { HONEYPOT_FIELD } from './invisibleBrake'
import { HONEYPOT_MARK, loadInvisibleCaptcha, v3SiteKey } from './invisibleCaptcha'
import { typeStep } from '@/theme/typeStep'

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
  ${typeStep('caption')}
`

/**
 * The invisible brake, placed in the form (or the wizard's step) that sends: the honeypot field,
 * and on a form that shows no captcha (`score`), where a v3 key is set, Google's script (loaded
 * now, not with the page) and the notice Google asks for in place of its badge. The values go
 * with the send (honeypot and invisibleBrake in invisibleCaptcha.ts).
 */
export function InvisibleBrake({ score }: { score: boolean }) {
  useEffect(() => {
    // A failure shows at the send, which goes without a token and is refused with a message.
    if (score) loadInvisibleCaptcha()?.catch(() => undefined)
  }, [score])
  return (
    <>
      <Trap aria-hidden="true">
        {/* A label of its own (no id needed), unlike any form's: tests and people find the real fields. */}
        <label>
          Leave this field empty
          <input
            name={HONEYPOT_FIELD}
            {...{ [HONEYPOT_MARK]: '' }}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </Trap>
      {score && v3SiteKey() ? (
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
