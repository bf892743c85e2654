import { seedImage } from '@/server/content/seedImage'

/** A seed image cut to an editor's crop (embedded mode): src/server/content/seedImage.ts. */
export default seedImage
