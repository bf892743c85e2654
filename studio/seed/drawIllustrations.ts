// `npm run seed:illustrations`: renders each drawing of studio/seed/illustrations/<name>.svg to a
// JPG of studio/seed/images/, named as Sanity names an uploaded asset: `<sha1 of the bytes>-<w>x<h>.jpg`
// (the size is the drawing's own). It prints each drawing's file, for the seed documents'
// `_sanityAsset`. Redrawing a picture makes a new file: point the documents at it and delete the old one.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const ILLUSTRATIONS_DIR = path.join(__dirname, 'illustrations')
const IMAGES_DIR = path.join(__dirname, 'images')

/** Renders one drawing and writes it to studio/seed/images/; answers the file's name. */
export async function renderIllustration(svgFile: string): Promise<string> {
  const { data, info } = await sharp(readFileSync(svgFile))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer({ resolveWithObject: true })
  const file = `${createHash('sha1').update(data).digest('hex')}-${info.width}x${info.height}.jpg`
  writeFileSync(path.join(IMAGES_DIR, file), data)
  return file
}

async function main(): Promise<void> {
  const only = process.argv.slice(2)
  for (const name of readdirSync(ILLUSTRATIONS_DIR)
    .filter((file) => file.endsWith('.svg'))
    .sort()) {
    if (only.length > 0 && !only.includes(path.basename(name, '.svg'))) continue
    console.log(`${name} -> images/${await renderIllustration(path.join(ILLUSTRATIONS_DIR, name))}`)
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
