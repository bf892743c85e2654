import { sanitizeToDOMFragment } from './squireEditor'

const html = (fragment: DocumentFragment) => {
  const holder = document.createElement('div')
  holder.append(fragment)
  return holder.innerHTML
}

describe('what the editor lets in from pasted or initial HTML', () => {
  it.each([
    ['attributes, even on allowed tags', '<p class="x" style="color:red" onclick="y()">Hi</p>', '<p>Hi</p>'],
    ['script and its content', '<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['an image with a handler', '<p>Hi<img src="x" onerror="alert(1)"></p>', '<p>Hi</p>'],
    ['svg and its content', '<svg><script>alert(1)</script><text>t</text></svg><p>Hi</p>', '<p>Hi</p>'],
    [
      'other tags, kept as their text',
      '<h1>Title</h1><p><span>a</span><a href="javascript:x">b</a></p>',
      'Title<p>ab</p>',
    ],
    [
      'the allowed tags, nested',
      '<div><b>a</b><strong>b</strong><i>c</i><em>d</em><u>e</u><s>f</s><br><ul><li>g</li></ul><ol><li>h</li></ol></div>',
      '<div><b>a</b><strong>b</strong><i>c</i><em>d</em><u>e</u><s>f</s><br><ul><li>g</li></ul><ol><li>h</li></ol></div>',
    ],
    ['text that looks like markup', '<p>1 &lt; 2 &amp; 3</p>', '<p>1 &lt; 2 &amp; 3</p>'],
  ])('keeps only allow-listed tags without attributes: %s', (_, pasted, kept) => {
    expect(html(sanitizeToDOMFragment(pasted))).toBe(kept)
  })
})
