import styled, { css } from 'styled-components'

/** From this width the navigation shows in the bar; below it, behind the menu button. */
export const WIDE = '(min-width: 72rem)'
/** The bar's height below WIDE: where panels open when the browser cannot anchor them. */
export const BAR_HEIGHT = '4.5rem'
/** The phone strip's height, above the bar (Header.tsx). */
export const STRIP_HEIGHT = '2.25rem'

/**
 * A panel in the top layer (a popover), just under the header: anchored to it where the browser
 * can (CSS anchor positioning), else under the small-screen bar. Absolute, so that it stays with
 * the header when the page scrolls.
 */
export const underHeader = css`
  position: absolute;
  inset: calc(${BAR_HEIGHT} + ${STRIP_HEIGHT}) 0 auto 0;
  width: auto;
  margin: 0;
  border: 0;
  border-block-end: 1px solid ${({ theme }) => theme.colors.muted};
  padding: 1rem 1.25rem 1.5rem;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  @supports (anchor-name: --site-header) {
    position-anchor: --site-header;
    top: anchor(bottom);
  }
`

/** A button that looks like the links beside it: the menu button, a group's button. */
export const PlainButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 2.75rem;
  padding: 0.5rem 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`

export const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    display: inline-block;
    padding-block: 0.6rem;
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`
