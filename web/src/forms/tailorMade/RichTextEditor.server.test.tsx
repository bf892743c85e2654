/** @jest-environment node */
import { renderToString } from 'react-dom/server'
import { ThemeProvider } from 'styled-components'
import { brands } from '@travel/config'
import { RichTextEditor } from './RichTextEditor'

// Squire reads the document as soon as its module runs: the server must render without it.
it('renders on the server as an empty, labelled textbox that Squire fills in the browser', () => {
  const html = renderToString(
    <ThemeProvider theme={brands.tours.theme}>
      <RichTextEditor id="tour-details" label="Tell us more" initialHtml="<p>Kyoto</p>" onChange={() => {}} />
    </ThemeProvider>,
  )
  expect(html).toMatch(
    /<div[^>]*id="tour-details" role="textbox" aria-multiline="true" aria-labelledby="tour-details-label"[^>]*><\/div>/,
  )
  expect(html).toContain('id="tour-details-label"')
})
