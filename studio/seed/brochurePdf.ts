// `node --import tsx studio/seed/brochurePdf.ts "<title>" "<line>"…`: writes a seed brochure, a
// small but real PDF (a cover page and a contents page, in the standard Helvetica, which viewers
// have without embedding it), to studio/seed/files/<sha1>.pdf, the name Sanity's export gives a
// file, and prints its `_sanityAsset`. The same words always make the same file.
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const FILES_DIR = path.join(__dirname, 'files')

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

/** An A4 cover: a coloured band with the brand, the title, and the brochure's lines below. */
function coverPage(title: string, lines: string[]): string {
  return [
    '0.11 0.33 0.36 rg 0 472 595 370 re f',
    '1 1 1 rg',
    textLine('F2', 14, 56, 790, 'WAYFARER TOURS'),
    ...wrap(title, 22).map((line, index, all) =>
      textLine('F1', 34, 56, 500 + (all.length - index) * 40, line),
    ),
    '0.13 0.13 0.13 rg',
    ...lines.map((line, index) => textLine('F2', 14, 56, 420 - index * 22, line)),
    textLine('F2', 10, 56, 56, 'wayfarertours.com.au  |  1300 929 327'),
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

/** A valid PDF 1.4: numbered objects, a cross-reference table of their byte offsets, a trailer. */
export function brochurePdf(title: string, lines: string[]): Buffer {
  const pages = [coverPage(title, lines), contentsPage(title)]
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${5 + index * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]
  for (const [index, content] of pages.entries()) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + index * 2} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    )
  }
  objects.push(`<< /Title ${pdfString(title)} /Author (Wayfarer Tours) >>`)
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1')
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

function main(): void {
  const [title, ...lines] = process.argv.slice(2)
  if (!title) throw new Error('Usage: brochurePdf.ts "<title>" ["<line>" …]')
  const pdf = brochurePdf(title, lines)
  const name = `${createHash('sha1').update(pdf).digest('hex')}.pdf`
  mkdirSync(FILES_DIR, { recursive: true })
  writeFileSync(path.join(FILES_DIR, name), pdf)
  console.log(`file@file://./files/${name}`)
}

if (require.main === module) main()
