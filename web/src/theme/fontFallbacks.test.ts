/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { brands, fallbackFamily, type BrandId } from '@travel/config'
import {
  SYSTEM_FONTS,
  TYPEFACE_METRICS,
  brandFallbackFacesCss,
  brandTypefaces,
  fallbackSizes,
} from './fontFallbacks'

interface NextFontReading {
  unitsPerEm: number
  ascent: number
  descent: number
  lineGap: number
  averageWidth: number
  /** next/font's fallback face's sizes (against Arial, or Times New Roman for a serif). */
  nextFallback: {
    ascentOverride: string
    descentOverride: string
    lineGapOverride: string
    sizeAdjust: string
  }
}

/**
 * Reads font files with next/font's own reader and fallback sums, as its loader does (next 16),
 * in a process of their own: next/jest maps every `@next/font/` module to a mock.
 */
function readWithNextFont(requests: { file: string; serif: boolean }[]): NextFontReading[] {
  const script = `
    const fontkit = require('next/dist/compiled/@next/font/dist/fontkit').default
    const readFont = fontkit.default || fontkit
    const { getFallbackMetricsFromFontFile } = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file')
    const requests = JSON.parse(process.argv[1])
    console.log(JSON.stringify(requests.map(({ file, serif }) => {
      const font = readFont(require('node:fs').readFileSync(file))
      const sample = font.glyphsForString('aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ')
      const { fallbackFont, ...nextFallback } = getFallbackMetricsFromFontFile(font, serif ? 'serif' : 'sans-serif')
      return {
        unitsPerEm: font.unitsPerEm, ascent: font.ascent, descent: font.descent, lineGap: font.lineGap,
        averageWidth: sample.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / sample.length,
        nextFallback,
      }
    })))`
  const output = execFileSync(process.execPath, ['-e', script, JSON.stringify(requests)], { cwd: __dirname })
  return JSON.parse(output.toString()) as NextFontReading[]
}

/** brandFonts.ts, whose next/font calls name each typeface's file and fallback. */
const brandFontsSource = readFileSync(path.join(__dirname, 'brandFonts.ts'), 'utf8')

/** Each typeface's file, as brandFonts.ts hands it to next/font. */
function typefaceFiles(): Map<string, string> {
  const calls = brandFontsSource.matchAll(/src: '([^']+)',[\s\S]*?variable: '([^']+)'/g)
  return new Map([...calls].map(([, file, variable]) => [variable!, path.resolve(__dirname, file!)]))
}

const files = typefaceFiles()
const variables = Object.keys(TYPEFACE_METRICS)
const readings = new Map(
  readWithNextFont(
    variables.map((variable) => ({ file: files.get(variable)!, serif: TYPEFACE_METRICS[variable]!.serif })),
  ).map((reading, index) => [variables[index]!, reading]),
)

describe('the brand typefaces’ fallbacks on Linux and Android', () => {
  it('has the metrics of every typeface brandFonts.ts loads, and of no other', () => {
    expect([...files.keys()].sort()).toEqual(Object.keys(TYPEFACE_METRICS).sort())
  })

  it.each(variables)('reads %s’s metrics as next/font reads its file', (variable) => {
    const { nextFallback: _sizes, ...metrics } = readings.get(variable)!
    expect(TYPEFACE_METRICS[variable]).toEqual({ serif: expect.any(Boolean), ...metrics })
  })

  it.each(variables)(
    'sizes %s’s Linux fallback exactly as next/font sizes its Arial or Times New Roman one',
    (variable) => {
      const typeface = TYPEFACE_METRICS[variable]!
      const linux = SYSTEM_FONTS.Linux[typeface.serif ? 'serif' : 'sans']
      expect(fallbackSizes(typeface, linux)).toEqual(readings.get(variable)!.nextFallback)
    },
  )

  it('matches serif typefaces with a serif and sans with a sans, as brandFonts.ts asks next/font', () => {
    for (const [, fallback, variable] of brandFontsSource.matchAll(
      /adjustFontFallback: '([^']+)',\s*variable: '([^']+)'/g,
    )) {
      expect([variable, TYPEFACE_METRICS[variable!]!.serif]).toEqual([
        variable,
        fallback === 'Times New Roman',
      ])
    }
  })

  it('sizes Roboto wider than Figtree down, as it does Arial', () => {
    const figtree = TYPEFACE_METRICS['--font-figtree']!
    const android = fallbackSizes(figtree, SYSTEM_FONTS.Android.sans)
    const linux = fallbackSizes(figtree, SYSTEM_FONTS.Linux.sans)
    // Roboto's average letter is a little wider than Arial's, so it is drawn a little smaller.
    expect(parseFloat(android.sizeAdjust)).toBeLessThan(parseFloat(linux.sizeAdjust))
    expect(parseFloat(android.ascentOverride)).toBeGreaterThan(parseFloat(linux.ascentOverride))
  })

  it.each(Object.keys(brands) as BrandId[])(
    'writes %s’s faces for its own two typefaces, named in its font stacks, and no other brand’s',
    (brand) => {
      const css = brandFallbackFacesCss(brand)
      const typefaces = brandTypefaces(brand)
      expect(typefaces).toHaveLength(2)
      for (const variable of typefaces) {
        for (const system of ['Linux', 'Android'] as const) {
          const family = fallbackFamily(variable, system)
          expect(css).toContain(`font-family:'${family}'`)
          const stack = Object.values(brands[brand].theme.fonts).find((fonts) =>
            fonts.includes(`var(${variable},`),
          )
          // Right after next/font's own (inside the variable), before the system's fonts.
          expect(stack).toMatch(
            new RegExp(
              `^var\\(${variable}, [^)]*\\), '${variable.slice(2)} Linux fallback', '${variable.slice(2)} Android fallback', `,
            ),
          )
        }
      }
      expect(css.match(/@font-face/g)).toHaveLength(4)
      for (const other of Object.keys(TYPEFACE_METRICS).filter((variable) => !typefaces.includes(variable))) {
        expect(css).not.toContain(other.slice(2))
      }
    },
  )

  it('finds the Linux face by Liberation’s names and Chrome OS’s, and the Android one by Roboto’s', () => {
    const css = brandFallbackFacesCss('tours')
    expect(css).toContain(
      "@font-face{font-family:'font-figtree Linux fallback';src:local('Liberation Sans'),local('LiberationSans'),local('Arimo');",
    )
    expect(css).toContain(
      "@font-face{font-family:'font-figtree Android fallback';src:local('Roboto'),local('Roboto Regular'),local('Roboto-Regular');",
    )
  })
})
