import { act, renderHook } from '@testing-library/react'
import { useCaptchaAlert } from './useCaptchaAlert'

describe('the captcha alert', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('shows for 1.5 s after a refusal', () => {
    const { result } = renderHook(() => useCaptchaAlert())
    expect(result.current[0]).toBe(false)
    act(() => result.current[1]())
    expect(result.current[0]).toBe(true)
    act(() => jest.advanceTimersByTime(1499))
    expect(result.current[0]).toBe(true)
    act(() => jest.advanceTimersByTime(1))
    expect(result.current[0]).toBe(false)
  })

  it('shows for its full 1.5 s again when the visitor is refused while it shows', () => {
    const { result } = renderHook(() => useCaptchaAlert())
    act(() => result.current[1]())
    act(() => jest.advanceTimersByTime(1000))
    act(() => result.current[1]())
    // The first refusal's moment has passed; the second's has not.
    act(() => jest.advanceTimersByTime(1000))
    expect(result.current[0]).toBe(true)
    act(() => jest.advanceTimersByTime(499))
    expect(result.current[0]).toBe(true)
    act(() => jest.advanceTimersByTime(1))
    expect(result.current[0]).toBe(false)
  })
})
