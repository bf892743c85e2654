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
    addNext()
  }

  // One script a task: all of them in one was a task of 5-10 ms on a long page (each request the
  // browser starts costs up to a few ms), which a slow phone feels ten times over. `async = false`
  // runs them in the order they were added, whichever task added them. The next task is a
  // message, not a timer: a hidden tab slows timers to one a second.
  var next = 0
  var tasks = new MessageChannel()
  tasks.port1.onmessage = addNext
  function addNext() {
    while (next < sources.length && !sources[next]) next++
    if (next === sources.length) return
    var script = document.createElement('script')
    script.src = sources[next++]
    script.async = false
    document.head.appendChild(script)
    tasks.port2.postMessage(null)
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
