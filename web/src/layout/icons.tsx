/** Decorative icons of the header: the button's text names what they do. */
const svg = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' } as const

export function MenuIcon() {
  return (
    <svg {...svg}>
      <path {...stroke} d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  )
}

export function ChevronIcon() {
  return (
    <svg {...svg} width={16} height={16}>
      <path {...stroke} d="m6 9 6 6 6-6" />
    </svg>
  )
}

export function BackArrowIcon() {
  return (
    <svg {...svg}>
      <path {...stroke} d="M19 12H5m6-6-6 6 6 6" />
    </svg>
  )
}

export function CloseIcon() {
  return (
    <svg {...svg}>
      <path {...stroke} d="M6 6l12 12M18 6 6 18" />
    </svg>
  )
}
