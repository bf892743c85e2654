// Apart from post.ts, which the page builder's blocks may not import (post.ts imports the page
// builder's fields, which import the blocks).

/**
 * What a post is: its label on the site and the first segment of its address, /{type-slug}/{slug}
 * (`travelTips` -> /travel-tips/…; web/src/site/posts.ts). The web names each label there: a
 * value without its label fails tsc.
 */
export const POST_TYPES = [
  { title: 'News', value: 'news' },
  { title: 'Travel tips', value: 'travelTips' },
  { title: 'Press release', value: 'pressRelease' },
]
