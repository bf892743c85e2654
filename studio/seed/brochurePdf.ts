// The seed brochures' PDFs: small but real ones (a cover page and a contents page, in the
// standard Helvetica, which viewers have without embedding it), each named as Sanity's export
// names a file, studio/seed/files/<sha1>.pdf. A brochure document names its file with
// `brochureFile(brand, title, lines)`, its cover's words; `npm run generate` writes every file
// so named (seedFiles, generate.ts) and `npm run lint` fails while one is stale. A cover that
// states a fact the site states too reads it where the site's texts do (studio/seed/facts.ts),
// and the brand's name, web address and phone come from config and its site settings: no PDF
// says another number than the pages.
import { createHash } from 'node:crypto'
import path from 'node:path'
import { brands, sites, type BrandId } from '@travel/config'
import { document as cruisesSettings } from './documents/cruises/siteSettings-cruises'
import { document as golfSettings } from './documents/golf/siteSettings-golf'
import { document as railSettings } from './documents/rail/siteSettings-rail'
import { document as toursSettings } from './documents/tours/siteSettings-tours'

const FILES_DIR = path.join(__dirname, 'files')

const settingsOf: Record<BrandId, { contact: { phone?: string } }> = {
  tours: toursSettings,
  cruises: cruisesSettings,
  golf: golfSettings,
  rail: railSettings,
}

/** Who publishes a brand's brochures, as its cover and footer name it. */
function publisherOf(brand: BrandId): { name: string; address: string; phone: string } {
  const site = sites.find((candidate) => candidate.brand === brand)
  const phone = settingsOf[brand].contact.phone
  if (!site || !phone) throw new Error(`The ${brand} brand has no site or no phone for its brochures`)
  return { name: brands[brand].name, address: site.siteLabel, phone }
}

/** A PDF literal string: plain ASCII (a typographic apostrophe becomes '), its specials escaped. */
function pdfString(text: string): string {
  const plain = text.replace(/\u2019/g, "'")
  if (!/^[\x20-\x7e]*$/.test(plain)) throw new Error(`Use plain ASCII in seed brochures: ${text}`)
  return `(${plain.replace(/[\\()]/g, (character) => `\\${character}`)})`
}

/** The title's words in lines of at most `width` characters: the standard fonts do not wrap. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

function textLine(font: 'F1' | 'F2', size: number, x: number, y: number, text: string): string {
  return `BT /${font} ${size} Tf ${x} ${y} Td ${pdfString(text)} Tj ET`
}

type Publisher = ReturnType<typeof publisherOf>

/** An A4 cover: a coloured band with the brand, the title, and the brochure's lines below. */
function coverPage(publisher: Publisher, title: string, lines: string[]): string {
  return [
    '0.11 0.33 0.36 rg 0 472 595 370 re f',
    '1 1 1 rg',
    textLine('F2', 14, 56, 790, publisher.name.toUpperCase()),
    ...wrap(title, 22).map((line, index, all) =>
      textLine('F1', 34, 56, 500 + (all.length - index) * 40, line),
    ),
    '0.13 0.13 0.13 rg',
    ...lines.map((line, index) => textLine('F2', 14, 56, 420 - index * 22, line)),
    textLine('F2', 10, 56, 56, `${publisher.address}  |  ${publisher.phone}`),
  ].join('\n')
}

function contentsPage(title: string): string {
  const entries = [
    'Why travel with us',
    'The journeys, day by day',
    'Where we stay',
    'Dates and prices',
    'Booking conditions',
  ]
  return [
    '0.13 0.13 0.13 rg',
    textLine('F1', 22, 56, 760, `Inside ${title}`),
    ...entries.map((entry, index) => textLine('F2', 13, 56, 710 - index * 26, `${index * 8 + 2}   ${entry}`)),
  ].join('\n')
}

/**
 * A valid PDF 1.4 (numbered objects, a cross-reference table of their byte offsets, a trailer),
 * as its text: plain ASCII, so its bytes are its characters.
 */
export function brochurePdf(brand: BrandId, title: string, lines: string[]): string {
  const publisher = publisherOf(brand)
  const pages = [coverPage(publisher, title, lines), contentsPage(title)]
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${5 + index * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]
  for (const [index, content] of pages.entries()) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + index * 2} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    )
  }
  objects.push(`<< /Title ${pdfString(title)} /Author ${pdfString(publisher.name)} >>`)
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return body
}

/** Every PDF a seed document named, by the path it is written to. */
const named = new Map<string, string>()

/**
 * A seed brochure's `file`: its PDF, with this cover, named by its SHA-1 as Sanity's export names
 * a file. The same words always make the same file.
 */
export function brochureFile(brand: BrandId, title: string, lines: string[]) {
  const pdf = brochurePdf(brand, title, lines)
  const name = `${createHash('sha1').update(pdf).digest('hex')}.pdf`
  named.set(path.join(FILES_DIR, name), pdf)
  return { _type: 'file', _sanityAsset: `file@file://./files/${name}` } as const
}

/**
 * The PDFs the seed documents imported so far name, by path: once every document is imported
 * (datasetText, generate.ts), the files `npm run generate` writes to studio/seed/files/.
 */
export function brochurePdfFiles(): Record<string, string> {
  return Object.fromEntries(named)
}
