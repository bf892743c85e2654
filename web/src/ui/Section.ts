import styled from 'styled-components'

/** A page-builder block's outer band: every block has the same vertical rhythm. */
export const Section = styled.section`
  padding: 3rem 0;
`
