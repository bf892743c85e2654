// The visit's first page, for forms to send where it came from (src/forms/attribution/visitSource.ts).
;(function () {
  try {
    if (sessionStorage.getItem('visitSource')) return
    var start = { path: location.pathname, search: location.search, referrer: document.referrer }
    sessionStorage.setItem('visitSource', JSON.stringify(start))
  } catch (error) {}
})()
