// Writes today's content grown `times` over (contentDataset.ts) where a server will read it
// (CONTENT_DATASET_PATH), and prints the addresses of its copied pages (none at 1 time), which
// no build renders ahead: `npm run check:scale` asks for them through nginx.
//   node --import tsx scripts/bench/scale/writeContent.ts <times> <file>
import { isCopy, writeScaledDataset } from './contentDataset'

const [times, file] = process.argv.slice(2)
if (!(Number(times) >= 1) || !file) throw new Error('Usage: writeContent.ts <times> <file>')
const documents = writeScaledDataset(Number(times), file)
// Copies of pages with a publish window may not show now: left out.
const copiedPages = documents.filter(
  (document) =>
    document._type === 'page' && isCopy(document) && !document.availableFrom && !document.availableUntil,
)
console.log(
  JSON.stringify(
    copiedPages.map((document) => ({
      brand: document.brand,
      path: `/${(document.slug as { current: string }).current}`,
    })),
  ),
)
