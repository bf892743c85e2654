// Starts the page's own scripts (Next's chunks) once the browser has shown the page: the first
// contentful paint. pages/_document.tsx (PaintFirstHead) preloads each chunk and names them
// here, in order, instead of writing them as deferred scripts. Deferred scripts run as soon as
// the HTML is parsed, often before the first paint, so a page's first look used to wait for its
// JavaScript to be evaluated. Each starts now as a script added in order (`async = false`: the
// order of the deferred scripts it replaces), its file already fetched. A page not in sight is
// never painted, so it starts at once; so it does where the browser does not report paints, and
// after 3 seconds at the latest. Plain JavaScript, run as a classic script: public/ is served as
// is.
;(function () {
  var boot = document.currentScript
  var sources = ((boot && boot.getAttribute('data-scripts')) || '').split(' ')
  var started = false

  function start() {
    if (started) return
    started = true
    for (var index = 0; index < sources.length; index++) {
      if (!sources[index]) continue
      var script = document.createElement('script')
      script.src = sources[index]
      script.async = false
      document.head.appendChild(script)
    }
  }

  var entryTypes = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []
  if (document.visibilityState !== 'visible' || entryTypes.indexOf('paint') === -1) return start()
  var observer = new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    start()
  })
  observer.observe({ type: 'paint', buffered: true })
  document.addEventListener('visibilitychange', start)
  setTimeout(start, 3000)
})()
