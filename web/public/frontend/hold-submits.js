// Holds a form's send made before the page's scripts have run (a quick visitor, a slow phone).
// Without it the browser posts the form to the page itself, and the page comes back empty: what
// the visitor typed is gone. pages/_document.tsx loads this file in the head (async: it blocks
// nothing, and being small it runs long before the page's own scripts; the CSP allows it as a
// file of the site). It stops every send from a form inside a form island (HydrateOnInteraction's
// element, `data-form-island`) until the island says it listens itself
// (`data-form-island-listening`), and keeps the form in `window.__heldSubmits`; the island takes
// it from there and sends it once hydrated (src/hydration/heldSubmits.ts). Plain JavaScript, run
// as a classic script: public/ is served as is.
;(function () {
  window.__heldSubmits = window.__heldSubmits || []
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target
      if (!(form instanceof HTMLFormElement)) return
      var island = form.closest('[data-form-island]')
      if (!island || island.hasAttribute('data-form-island-listening')) return
      event.preventDefault()
      var held = window.__heldSubmits || (window.__heldSubmits = [])
      if (held.indexOf(form) === -1) held.push(form)
    },
    true,
  )
})()
