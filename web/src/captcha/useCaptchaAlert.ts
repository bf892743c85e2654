import { useCallback, useEffect, useState } from 'react'

const CAPTCHA_ALERT_MS = 1500

/**
 * Whether a form shows CAPTCHA_MESSAGE now, and how to show it: for a moment (1.5 s), each
 * time the visitor sends the form without ticking the captcha.
 */
export function useCaptchaAlert(): [shown: boolean, show: () => void] {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!shown) return
    const timer = setTimeout(() => setShown(false), CAPTCHA_ALERT_MS)
    return () => clearTimeout(timer)
  }, [shown])
  return [shown, useCallback(() => setShown(true), [])]
}
