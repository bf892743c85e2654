import { __PRIVATE__ } from 'styled-components'

/**
 * The server's styled-components rules stay in the style element the server wrote, and the
 * browser never restyles the page for them.
 *
 * styled-components' own way, as its client starts, is to copy every rule of the server's
 * `<style data-styled>` into a style sheet of its own and remove the server's: the browser then
 * computes the style of every element of the page again (on the home page with the CPU slowed 4×,
 * two tasks of 50–56 ms after the first paint: Total Blocking Time). Here the server writes its
 * element under another attribute (SERVER_STYLES_ATTRIBUTE, pages/_document.tsx), which that
 * copy does not look for, and `adoptServerStyles` tells the client's sheet the class names the
 * server's rules already hold, so a component that renders one of them inserts nothing. A rule
 * the server did not write goes into the client's own, separate sheet, after the server's: the
 * browser restyles only the elements that sheet's rules name.
 *
 * The order of rules decides between two of the same specificity, and styled-components orders
 * them by component (a component's rules before those of a component that extends it). A new
 * rule of a component the server's rules already hold belongs among them, not after them: the
 * first such rule hands the server's rules over to the client's sheet, in their order, and
 * removes the server's element, as styled-components' own start would have done.
 *
 * It reaches the client's sheet through `__PRIVATE__`, styled-components' internals:
 * serverStyles.test.tsx holds each part of this to an upgrade.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles'

/** What styled-components writes after each component's rules in a server's style element. */
const SPLITTER = '/*!sc*/\n'
const MARKER = /^data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}$/

type ServerRules = { id: string; names: string[]; rules: string[] }

/** Each component's rules in a server's style element, in its order, with its class names. */
function serverRulesOf(css: string): ServerRules[] {
  const components: ServerRules[] = []
  let rules: string[] = []
  for (const part of css.split(SPLITTER)) {
    const text = part.trim()
    if (!text) continue
    const [, id, names] = text.match(MARKER) ?? []
    if (id === undefined || names === undefined) {
      rules.push(text)
      continue
    }
    components.push({ id, names: names.split(',').filter(Boolean), rules })
    rules = []
  }
  return components
}

/**
 * Registers the class names of the server's style elements in the client's sheet, before any
 * component renders (pages/_app.tsx imports this module first), and hands them over when the
 * client first adds a rule to a component they hold.
 */
function adoptServerStyles(): void {
  const sheet = __PRIVATE__.mainSheet
  const elements = [...document.querySelectorAll<HTMLStyleElement>(`style[${SERVER_STYLES_ATTRIBUTE}]`)]
  const components = elements
    .flatMap((element) => serverRulesOf(element.textContent ?? ''))
    .map((component) => ({ ...component, group: __PRIVATE__.StyleSheet.registerId(component.id) }))
  if (components.length === 0) return
  const serverIds = new Set(components.map(({ id }) => id))
  let inOrder = true
  let previousGroup = 0
  for (const { id, names, group } of components) {
    // A component the client knew before this ran has a group out of the server's order.
    if (group <= previousGroup) inOrder = false
    previousGroup = group
    for (const name of names) sheet.registerName(id, name)
  }

  let handedOver = false
  const handOver = () => {
    handedOver = true
    for (const { group, rules } of components) sheet.getTag().insertRules(group, rules)
    for (const element of elements) element.remove()
  }
  if (!inOrder) return handOver()

  const insertRules = sheet.insertRules.bind(sheet)
  sheet.insertRules = (id, name, rules) => {
    if (!handedOver && serverIds.has(id)) handOver()
    insertRules(id, name, rules)
  }
}

if (typeof document !== 'undefined') adoptServerStyles()
