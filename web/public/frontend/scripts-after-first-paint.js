// Starts the page's own scripts, in order, after the first contentful paint (at once for a page
// out of sight, after 3 s at the latest). Why and how: pages/_document.tsx, docs/hydration.md.
// Every visitor downloads this file: keep it short.
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
