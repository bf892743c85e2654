import { useCallback, useEffect, useState } from 'react'

const CAPTCHA_ALERT_MS = 1500

/**
 * Whether a form shows CAPTCHA_MESSAGE now, and how to show it: for a moment (1.5 s), each
 * time the visitor sends the form without ticking the captcha. A refusal while the alert shows
 * gives it its full moment again.
 */
export function useCaptchaAlert(): [shown: boolean, show: () => void] {
  // A new object for each refusal, so each one starts the timer afresh.
  const [refusal, setRefusal] = useState<object | null>(null)
  useEffect(() => {
    if (!refusal) return
    const timer = setTimeout(() => setRefusal(null), CAPTCHA_ALERT_MS)
    return () => clearTimeout(timer)
  }, [refusal])
  return [refusal !== null, useCallback(() => setRefusal({}), [])]
}
