// `npm run bench` (third part): the editable table in headless Debian Chromium, production build, 20 columns
// of mixed types (bench/table-page). Issue 5 goals: mount of 10,000 rows < 300 ms and of 100,000 rows
// < 1,000 ms (time to first rendered rows); validation of all 100,000 rows with 5 rules < 300 ms; scrolling
// 100,000 rows: frame times (median, 95th percentile) < 16 ms; one cell edit to repaint < 50 ms.
// Frame times are requestAnimationFrame intervals, with Chromium's frame-rate limit and GPU vsync flags off.
// Measured on this machine, an idle frame of this page still takes 17.6 ms (17.4 ms with the table hidden),
// so headless Chromium keeps a ~60 Hz beat here: a frame figure is a whole number of those periods, and the
// goal of 16 ms can only be met at that resolution (a figure of ~17 ms means "one frame").
// Prints the figures and writes bench/results/table-browser.json.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from 'playwright-core'

const here = fileURLToPath(new URL('.', import.meta.url))
const dist = join(here, 'table-page', 'dist')
const RUNS = Number(process.env.BENCH_RUNS ?? 3)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

function build() {
  const result = spawnSync(
    join(here, '..', 'node_modules', '.bin', 'vite'),
    ['build', '-c', join(here, 'vite.table.config.ts')],
    {
      cwd: here,
      stdio: 'inherit',
    },
  )
  if (result.status !== 0 || !existsSync(join(dist, 'index.html')))
    throw new Error('building the benchmark page failed')
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }

function serve(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    const file = join(dist, path === '/' ? 'index.html' : path)
    if (!file.startsWith(dist) || !existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve({
        server,
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      })
    }),
  )
}

async function mounted(page: Page): Promise<number> {
  await page.waitForFunction(() => window.__bench?.firstRowsMs !== undefined, undefined, { timeout: 120_000 })
  return page.evaluate(() => window.__bench?.firstRowsMs ?? NaN)
}

/** Scrolls the grid through the rows, one step per frame; the frame durations while it does. */
function scrollFrames(page: Page, steps: number): Promise<number[]> {
  return page.evaluate(async (count) => {
    const viewport = document.querySelector<HTMLElement>('.ag-body-vertical-scroll-viewport')
    if (!viewport) throw new Error('no grid viewport')
    const frames: number[] = []
    let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve))
    for (let step = 0; step < count; step++) {
      viewport.scrollTop += 600
      const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve))
      frames.push(now - last)
      last = now
    }
    return frames
  }, steps)
}

async function main() {
  build()
  const { server, url } = await serve()
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-gpu-vsync',
      '--disable-frame-rate-limit',
    ],
  })
  const results: Record<string, number | number[]> = {}
  try {
    for (const rows of [10_000, 100_000]) {
      const times: number[] = []
      for (let run = 0; run < RUNS; run++) {
        const page = await browser.newPage({ viewport: { width: 1600, height: 900 } })
        await page.goto(`${url}/?rows=${rows}`)
        times.push(await mounted(page))
        if (rows === 100_000 && run === 0) {
          const validations: number[] = []
          for (let i = 0; i < 5; i++) {
            const { ms, passed } = await page.evaluate(() => window.__bench!.validateMs())
            if (!passed) throw new Error('the benchmark rows should all be valid')
            validations.push(ms)
          }
          results.validate100kMs = validations
          const frames = await scrollFrames(page, 300)
          results.scrollFramesMs = frames
          // Back to the top: the edited cell (row 0) must be on screen.
          await page.evaluate(async () => {
            const viewport = document.querySelector<HTMLElement>('.ag-body-vertical-scroll-viewport')
            if (viewport) viewport.scrollTop = 0
            await new Promise((resolve) => setTimeout(resolve, 300))
          })
          const edits: number[] = []
          for (let i = 0; i < 10; i++) edits.push(await page.evaluate(() => window.__bench!.editMs()))
          results.editMs = edits
        }
        await page.close()
      }
      results[`mount${rows / 1000}kMs`] = times
    }
  } finally {
    await browser.close()
    server.close()
  }
  const figure = (name: string, value: number, goal: number) =>
    `${name.padEnd(44)} ${value.toFixed(1).padStart(8)} ms   (goal < ${goal} ms)`
  const list = (key: string) => (results[key] as number[]) ?? []
  console.log('editable table in Chromium (production build, 20 columns):')
  console.log(figure(`mount 10,000 rows, median of ${RUNS}`, median(list('mount10kMs')), 300))
  console.log(figure(`mount 100,000 rows, median of ${RUNS}`, median(list('mount100kMs')), 1000))
  console.log(figure('validate 100,000 rows × 5 rules, median of 5', median(list('validate100kMs')), 300))
  console.log(figure('scroll 100,000 rows: frame median', median(list('scrollFramesMs')), 16))
  console.log(
    figure('scroll 100,000 rows: frame 95th percentile', percentile(list('scrollFramesMs'), 95), 16),
  )
  console.log(figure('one cell edit to repaint, median of 10', median(list('editMs')), 50))
  mkdirSync(join(here, 'results'), { recursive: true })
  writeFileSync(join(here, 'results', 'table-browser.json'), JSON.stringify(results, null, 2))
}

await main()
