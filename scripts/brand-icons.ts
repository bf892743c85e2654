/**
 * Writes each brand's favicon, home-screen icon and web manifest into web/public/ (the files
 * web/src/site/brandIcons.ts names), from its mark and theme (web/src/layout/logos/). Run after
 * changing a mark or a brand's colours, and commit the files: `npm run brand-icons`. sharp
 * (which Next installs for its image optimiser) draws the PNG once here, not per request.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { brandIds } from '@travel/config'
import { APPLE_TOUCH_ICON_SIZE, brandIconSvg, brandWebManifest } from '../web/src/layout/logos/brandIconFiles'
import { brandIcons } from '../web/src/layout/logos/brandIcons'

const publicFolder = path.join(__dirname, '..', 'web', 'public')
const inPublic = (href: string) => path.join(publicFolder, href)

async function main(): Promise<void> {
  for (const brand of brandIds) {
    const icons = brandIcons(brand)
    writeFileSync(inPublic(icons.favicon), brandIconSvg(brand, { rounded: true }))
    writeFileSync(inPublic(icons.manifest), `${JSON.stringify(brandWebManifest(brand), null, 2)}\n`)
    await sharp(Buffer.from(brandIconSvg(brand, { rounded: false })), {
      density: 72 * (APPLE_TOUCH_ICON_SIZE / 48),
    })
      .resize(APPLE_TOUCH_ICON_SIZE, APPLE_TOUCH_ICON_SIZE)
      .png({ compressionLevel: 9 })
      .toFile(inPublic(icons.appleTouchIcon))
    console.log(`${brand}: ${Object.values(icons).join(', ')}`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
