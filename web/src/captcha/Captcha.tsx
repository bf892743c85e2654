import { Suspense, useEffect, useRef } from 'react'
import styled from 'styled-components'
import { useIsHydrating } from '@/hydration/serverHtml'
import { lazyPart } from '@/hydration/lazyPart'
import { TEST_CAPTCHA_TOKEN } from './testToken'

// Google's widget is loaded only where a form shows it, only with a site key, and only in the
// browser (it needs the window): the server and the hydrating browser render nothing for it.
const ReCAPTCHA = lazyPart(() => import('react-google-recaptcha').then((module) => module.default))

const siteKey = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY

const TestWidget = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};

  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`

type Props = { onToken: (token: string) => void }

function TestCaptcha({ onToken }: Props) {
  const box = useRef<HTMLInputElement>(null)
  const onFirstRender = useRef(onToken)
  useEffect(() => {
    // Ticked in the server's HTML before the form hydrated: React saw no change to report.
    if (box.current?.checked) onFirstRender.current(TEST_CAPTCHA_TOKEN)
  }, [])
  return (
    <TestWidget>
      <input
        ref={box}
        type="checkbox"
        onChange={(event) => onToken(event.target.checked ? TEST_CAPTCHA_TOKEN : '')}
      />
      I’m not a robot (test mode)
    </TestWidget>
  )
}

/**
 * reCAPTCHA when NEXT_PUBLIC_RECAPTCHA_SITE_KEY is set; otherwise a local test widget whose
 * token the server accepts only in test mode (CAPTCHA_MODE=test and no RECAPTCHA_SECRET).
 * Remount it (change its key) to reset it.
 */
export function Captcha({ onToken }: Props) {
  const inBrowser = !useIsHydrating()
  if (!siteKey) return <TestCaptcha onToken={onToken} />
  return inBrowser ? (
    <Suspense fallback={null}>
      <ReCAPTCHA sitekey={siteKey} onChange={(token) => onToken(token ?? '')} />
    </Suspense>
  ) : null
}
