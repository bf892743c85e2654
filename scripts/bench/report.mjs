const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const spread = (lcp) => `${Math.round(lcp.medianMs)} ms (${Math.round(lcp.minMs)}–${Math.round(lcp.maxMs)})`

/** The bench results as a Markdown table (also what docs/performance.md shows). */
export function formatReport(results) {
  const floorBytes = results.floor.firstLoadJs.gzipBytes
  const rows = [
    '| Page type | First-load JS (gz) | Over floor | Perf | A11y | Best pr. | SEO | LCP median (min–max) | LCP element | TBT | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
    ...[...results.pageTypes, results.floor].map(({ name, firstLoadJs, lighthouse: lh, lcp }) =>
      [
        name,
        kb(firstLoadJs.gzipBytes),
        name === results.floor.name ? '—' : `+${kb(firstLoadJs.gzipBytes - floorBytes)}`,
        lh.performance,
        lh.accessibility,
        lh.bestPractices,
        lh.seo,
        spread(lcp),
        lcp.element.replaceAll('|', '/'),
        `${Math.round(lh.tbtMs)} ms`,
        lh.cls.toFixed(3),
      ].join(' | '),
    ),
    // Measured for its LCP only: the reference of pages whose largest paint is a photo.
    [
      results.pictureFloor.name,
      '',
      '',
      '',
      '',
      '',
      '',
      spread(results.pictureFloor.lcp),
      results.pictureFloor.lcp.element,
      '',
      '',
    ].join(' | '),
  ].map((row) => (row.startsWith('|') ? row : `| ${row} |`))
  const { cached, floor } = results.throughput
  return [
    ...rows,
    '',
    `Throughput (autocannon, 50 connections, 10 s): cached content page ${cached.requestsPerSecond} req/s, p99 ${cached.p99Ms} ms;` +
      ` framework floor ${floor.requestsPerSecond} req/s, p99 ${floor.p99Ms} ms.`,
    ...(results.interactions?.length
      ? [
          '',
          '| Interaction (CPU 4× slower) | Median of the worst answer | Runs |',
          '| --- | ---: | --- |',
          ...results.interactions.map(
            ({ name, medianMs, runsMs }) =>
              `| ${name} | ${Math.round(medianMs)} ms | ${runsMs.map((ms) => Math.round(ms)).join(', ')} |`,
          ),
          '',
        ]
      : []),
    `Machine: Lighthouse benchmarkIndex ${Math.round(results.floor.lighthouse.benchmarkIndex)} (the floor's median; higher is faster).`,
    `Build time: ${results.buildSeconds.toFixed(0)} s. Lighthouse: mobile, median of ${results.lighthouseRuns} runs; scores and TBT under simulated throttling (CPU ${results.cpuSlowdownMultiplier ?? 4}× slower: the slow setting), LCP under the same throttling applied to the browser (devtools), ${results.lighthouseRuns} runs more.`,
  ].join('\n')
}
