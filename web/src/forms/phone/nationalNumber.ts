/**
 * The attributes of a phone's national number, the box beside its country's select
 * (`tel-country-code`): the number without its calling code is `tel-national`, which the HTML
 * standard allows on a text box only (of the phone fields, only a whole `tel` may sit on
 * `type="tel"`; WCAG 1.3.5 checkers and html-validate's valid-autocomplete refuse the rest). A text
 * box, then, whose keyboard on a phone is still the keypad (`inputmode="tel"`).
 */
export const NATIONAL_NUMBER_INPUT = { type: 'text', inputMode: 'tel', autoComplete: 'tel-national' } as const
