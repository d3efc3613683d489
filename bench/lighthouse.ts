import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '#e2e/harness/chromium';

/**
 * One page's Lighthouse figures (mobile, simulated throttling: Lighthouse 12's defaults), each the
 * median of its runs.
 */
export type PageScore = {
  page: string;
  runs: number;
  /** 0-1. */
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
};

export type PageToScore = { page: string; url: string; cookie?: string };

const RUNS = 3;
/** Lighthouse sometimes fails to record a trace (NO_NAVSTART and the like); such a run is repeated. */
const ATTEMPTS_PER_RUN = 3;

type Metrics = Omit<PageScore, 'page' | 'runs'>;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function medianOf(page: string, runs: readonly Metrics[]): PageScore {
  const of = (key: keyof Metrics) => median(runs.map((run) => run[key]));
  return {
    page,
    runs: runs.length,
    performance: of('performance'),
    firstContentfulPaintMs: of('firstContentfulPaintMs'),
    largestContentfulPaintMs: of('largestContentfulPaintMs'),
    totalBlockingTimeMs: of('totalBlockingTimeMs'),
    cumulativeLayoutShift: of('cumulativeLayoutShift'),
    speedIndexMs: of('speedIndexMs'),
  };
}

function numeric(audits: Record<string, { numericValue?: number } | undefined>, id: string): number {
  const value = audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

async function auditOnce(port: number, url: string, cookie: string | undefined) {
  let failure = '';
  for (let attempt = 0; attempt < ATTEMPTS_PER_RUN; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    failure = result.lhr.runtimeError.message;
  }
  throw new Error(`Lighthouse on ${url}: ${failure}`);
}

/**
 * Scores each page with Lighthouse in the Chromium the browser suites use: three runs each (the
 * simulation varies from run to run), reporting the median of each figure. A page
 * behind sign-in gets the session cookie on every request of the page.
 */
export async function scorePages(pages: readonly PageToScore[]): Promise<PageScore[]> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('no Chromium (set CHROME_PATH or apt-get install chromium)');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS });
  try {
    const scores: PageScore[] = [];
    for (const { page, url, cookie } of pages) {
      const runs: Metrics[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const lhr = await auditOnce(chrome.port, url, cookie);
        const performance = lhr.categories.performance?.score;
        if (performance === null || performance === undefined) throw new Error(`no score for ${url}`);
        runs.push({
          performance,
          firstContentfulPaintMs: numeric(lhr.audits, 'first-contentful-paint'),
          largestContentfulPaintMs: numeric(lhr.audits, 'largest-contentful-paint'),
          totalBlockingTimeMs: numeric(lhr.audits, 'total-blocking-time'),
          cumulativeLayoutShift: numeric(lhr.audits, 'cumulative-layout-shift'),
          speedIndexMs: numeric(lhr.audits, 'speed-index'),
        });
      }
      scores.push(medianOf(page, runs));
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
