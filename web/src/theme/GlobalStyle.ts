import { createGlobalStyle } from 'styled-components'
import { focusRing } from './focusRing'
import { typeStep } from './typeStep'

/**
 * The page's element rules, for its brand. The server renders them (pages/_document.tsx), and
 * the client never does: written again in the browser, a `*` rule restyles every element of the
 * page (theme/serverStyles.ts).
 */
export const GlobalStyle = createGlobalStyle`
  /* Tells @reach/dialog that its styles are provided (by ui/Dialog.tsx). */
  :root { --reach-dialog: 1; }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    ${typeStep('body')}
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    /* A word longer than its line (an address in prose) breaks rather than widen the page. */
    overflow-wrap: break-word;
  }
  img { max-width: 100%; height: auto; display: block; }
  h1, h2, h3 { font-family: ${({ theme }) => theme.fonts.heading}; }
  /* Two-tone (brands.ts): the outer ring shows on light backgrounds, the inner one on dark. */
  :focus-visible { ${focusRing} }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }
  }
`
