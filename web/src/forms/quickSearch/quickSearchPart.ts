import { lazyPart } from '@/hydration/lazyPart'

/**
 * The quick search form as blocks embed it (the quickSearch block, the hero slider): its code,
 * suggestions and dialogs load apart from the page (the server waits for them), in the browser
 * when a visitor first reaches for it (HydrateOnInteraction's `load={QuickSearchForm.preload}`).
 */
export const QuickSearchForm = lazyPart(() =>
  import('./QuickSearchForm').then((module) => module.QuickSearchForm),
)
