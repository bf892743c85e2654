import { buttonActionProjection, imageProjection } from '@/content/projections'
import { defineBlock } from '../defineBlock'

/** The fields the block gets: its part of the page query (defineBlock.ts). */
export const projection = `{
  label,
  slides[]{_key, subtitle, title, image${imageProjection}, buttons[]${buttonActionProjection}},
  quickSearch
}`

/**
 * Full-width slides that move on by themselves: at the top of the page, so in view at once; it
 * hydrates with the page (a visibility trigger would fire at load anyway). Its chunk is named so
 * that the browser compiles it as it arrives (CompiledAsTheyLoad in web/next.config.ts).
 */
export const block = defineBlock({
  type: 'heroSlider',
  hydration: 'page',
  heading: (block) => block.slides?.[0]?.title,
  load: () =>
    import(/* webpackChunkName: "hero-slider" */ './HeroSlider').then((module) => module.HeroSlider),
})
