// Keeps the first page of the visit: its path, query and referrer, in sessionStorage under
// `visitSource` (src/forms/attribution/visitSource.ts reads it when a form is sent, keeps the
// landing path, the referrer's origin and the utm_* parameters, and sends them beside the
// values). First-party only: the site's own file, the visitor's own tab; nothing leaves the
// browser until a form is sent. pages/_document.tsx loads it in the head, async. Plain
// JavaScript, run as a classic script: public/ is served as is.
;(function () {
  try {
    var storage = window.sessionStorage
    if (storage.getItem('visitSource')) return
    storage.setItem(
      'visitSource',
      JSON.stringify({ path: location.pathname, search: location.search, referrer: document.referrer }),
    )
  } catch (error) {
    // No storage (blocked, full): the form is sent without where the visit came from.
  }
})()
