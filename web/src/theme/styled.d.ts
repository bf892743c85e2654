import 'styled-components'
import type { BrandTheme } from '@travel/config'

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends BrandTheme {}
}
