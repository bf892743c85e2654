import { brands, type BrandId } from '@travel/config'
import { brandIcons } from './brandIcons'
import { brandMarks } from './brandMarks'
import { brandWordmarks } from './brandWordmarks'

/**
 * The brand's mark on its colour, as an SVG document: the favicon (`rounded`), and the square
 * the home-screen icon is drawn from (iOS rounds its corners itself). Ink is the brand colour's
 * contrast (white), the accent stays.
 */
export function brandIconSvg(brand: BrandId, { rounded }: { rounded: boolean }): string {
  const { primary, primaryContrast, accent } = brands[brand].theme.colors
  const shapes = brandMarks[brand].map(({ d, tone, stroke }) => {
    const colour = tone === 'accent' ? accent : primaryContrast
    return stroke
      ? `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${stroke}" stroke-linecap="round"/>`
      : `<path d="${d}" fill="${colour}"/>`
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">` +
    `<rect width="48" height="48"${rounded ? ' rx="10"' : ''} fill="${primary}"/>` +
    `<g transform="translate(6 6) scale(0.75)">${shapes.join('')}</g></svg>\n`
  )
}

/** The brand's web manifest: its name, colours and icons (brandIcons.ts names the files). */
export function brandWebManifest(brand: BrandId) {
  const { name, theme } = brands[brand]
  const icons = brandIcons(brand)
  return {
    name,
    short_name: brandWordmarks[brand].name,
    start_url: '/',
    display: 'minimal-ui',
    theme_color: theme.colors.primary,
    background_color: theme.colors.background,
    icons: [
      { src: icons.favicon, sizes: 'any', type: 'image/svg+xml' },
      {
        src: icons.appleTouchIcon,
        sizes: `${APPLE_TOUCH_ICON_SIZE}x${APPLE_TOUCH_ICON_SIZE}`,
        type: 'image/png',
      },
    ],
  }
}

/** The home-screen icon's side in pixels, as iOS asks for it. */
export const APPLE_TOUCH_ICON_SIZE = 180
