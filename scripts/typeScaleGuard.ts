import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** A text size set outside the type scale: where, and the offending line. */
export interface LiteralFontSize {
  file: string
  line: number
  text: string
}

/** Where sizes may be written: the tokens' own folder (they are read, not written, elsewhere). */
const THEME_FOLDER = path.join('src', 'theme')

// `font-size:` (CSS) or `fontSize:` (a style object) with anything but a theme interpolation or
// `inherit`, and the `font:` shorthand with a size in it.
const LITERAL_SIZE =
  /\bfont-size\s*:(?!\s*(?:\$\{|inherit\b))|\bfontSize\s*:\s*['"`\d]|\bfont\s*:\s*[^;$`]*\d/

/** The lines of one source file that set a text size of their own. */
export function literalFontSizes(file: string, source: string): LiteralFontSize[] {
  return source
    .split('\n')
    .flatMap((text, index) => (LITERAL_SIZE.test(text) ? [{ file, line: index + 1, text: text.trim() }] : []))
}

/** Every TypeScript file under a folder, but the theme's own. */
function sourcesUnder(webRoot: string, folder: string): string[] {
  return readdirSync(path.join(webRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name)
    if (entry.isDirectory()) return relative === THEME_FOLDER ? [] : sourcesUnder(webRoot, relative)
    return /\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

/** The literal text sizes of web/src outside the theme: empty when every size is a type step. */
export function literalFontSizesIn(webRoot: string): LiteralFontSize[] {
  return sourcesUnder(webRoot, 'src').flatMap((file) =>
    literalFontSizes(file, readFileSync(path.join(webRoot, file), 'utf8')),
  )
}

/** What the guard says of the sizes it finds: where each is, and what to use instead. */
export function typeScaleAdvice(found: LiteralFontSize[]): string {
  return [
    'Text sizes come from the type scale (theme.type, config/src/designTokens.ts), not from a literal font-size or clamp():',
    ...found.map(({ file, line, text }) => `  web/${file}:${line}: ${text}`),
    'Use <Heading level size> (web/src/ui/Heading.tsx), <Lead>, <Small>, <Caption> or <Eyebrow> (web/src/ui/Text.tsx), or typeStep() (web/src/theme/typeStep.ts) where a styled component must extend a step (docs/adding-a-block.md).',
  ].join('\n')
}
