import type { FirstAnswerLatency } from './first-answer-latency';
import type { PageScore } from './lighthouse';
import type { LoadResult } from './load';
import { SIGN_IN_CONCURRENCY, type SignInLoadResult } from './sign-in-load';
import type { WebSizes } from './web-size';

export const KB = 1024;
export const MB = 1024 * KB;

/** The budgets, checked against every run (docs/performance.md, "Budgets"). */
const BUDGETS = {
  latestRevalidatedRatio: 0.5,
  latestPlainRatio: 0.35,
  latestP99Ms: 25,
  dashboardRatio: 0.25,
  dashboardP99Ms: 50,
  appRssBytes: 250 * MB,
  landingJsBytes: 90 * KB,
  dashboardJsBytes: 220 * KB,
  /** Every read and every write, against the bare baseline measured beside it. */
  readRatio: 0.15,
  writeRatio: 0.1,
  endpointP99Ms: 50,
  /** Insights of a member with three years of daily data, computed (not replayed). */
  insightsComputedP99Ms: 50,
  /** Lighthouse 12 (mobile, simulated throttling), median of three runs. */
  landingPerformance: 0.97,
  landingLcpMs: 1_800,
  landingCls: 0.02,
  landingTbtMs: 100,
  dashboardPerformance: 0.9,
  dashboardTbtMs: 200,
  dashboardCls: 0.05,
  /** /api/health and a hashed asset, one request at a time, while 16 wrong sign-ins run concurrently. */
  signInLoadP99Ms: 200,
  /** `--scale large`: each endpoint's ratio on the large dataset at least its small figure / 1.25. */
  largeSlowdown: 1.25,
} as const;

const ENDPOINT_NAMES = {
  latestPlain: 'GET /api/energy-readings/latest',
  latestRevalidated: 'GET /api/energy-readings/latest (If-None-Match, 304)',
  dashboard: 'GET /api/dashboard-stats',
} as const;

export type BudgetCheck = { budget: string; actual: string; pass: boolean };

/** An endpoint's figures, its paired baseline's rate, and the ratio of the two. */
export type MeasuredEndpoint = LoadResult & { baselineRequestsPerSecond: number; ratio: number };

/** Lighthouse's figures against the first-paint budgets (pages not scored are not checked). */
function pageChecks(pages: readonly PageScore[]): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const at = (name: string) => pages.find((page) => page.page === name);
  const most = (label: string, actual: number, limit: number, unit: string, digits: number) =>
    checks.push({
      budget: `${label} <= ${limit}${unit}`,
      actual: `${actual.toFixed(digits)}${unit}`,
      pass: actual <= limit,
    });
  const landing = at('landing');
  if (landing) {
    checks.push({
      budget: `landing page Lighthouse performance >= ${BUDGETS.landingPerformance}`,
      actual: landing.performance.toFixed(2),
      pass: landing.performance >= BUDGETS.landingPerformance,
    });
    most('landing page LCP', landing.largestContentfulPaintMs, BUDGETS.landingLcpMs, ' ms', 0);
    most('landing page CLS', landing.cumulativeLayoutShift, BUDGETS.landingCls, '', 3);
    most('landing page TBT', landing.totalBlockingTimeMs, BUDGETS.landingTbtMs, ' ms', 0);
  }
  // Every dashboard scored (a new member, the pool's history, the veterans' years) meets the same budgets.
  for (const dashboard of pages.filter((page) => page.page.startsWith('dashboard'))) {
    checks.push({
      budget: `${dashboard.page}: Lighthouse performance >= ${BUDGETS.dashboardPerformance}`,
      actual: dashboard.performance.toFixed(2),
      pass: dashboard.performance >= BUDGETS.dashboardPerformance,
    });
    most(`${dashboard.page}: TBT`, dashboard.totalBlockingTimeMs, BUDGETS.dashboardTbtMs, ' ms', 0);
    most(`${dashboard.page}: CLS`, dashboard.cumulativeLayoutShift, BUDGETS.dashboardCls, '', 3);
  }
  return checks;
}

/** Compares a run's figures with the budgets; endpoints that were skipped are not checked. */
export function checkBudgets(
  endpoints: readonly MeasuredEndpoint[],
  peakRssBytes: number | undefined,
  web: WebSizes | undefined,
  insights?: FirstAnswerLatency,
  pages: readonly PageScore[] = [],
): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  checks.push(...pageChecks(pages));
  if (insights) {
    checks.push({
      budget: `${insights.name}: p99 < ${BUDGETS.insightsComputedP99Ms} ms`,
      actual: `${insights.p99Ms.toFixed(1)} ms over ${insights.samples} answers`,
      pass: insights.p99Ms < BUDGETS.insightsComputedP99Ms,
    });
  }
  const byName = new Map(endpoints.map((endpoint) => [endpoint.name, endpoint]));
  const percent = (value: number) => `${(value * 100).toFixed(0)} %`;
  const rateAndTail = (name: string, minRatio: number, maxP99: number) => {
    const endpoint = byName.get(name);
    if (!endpoint) return;
    checks.push({
      budget: `${name}: >= ${percent(minRatio)} of baseline`,
      actual: percent(endpoint.ratio),
      pass: endpoint.ratio >= minRatio,
    });
    checks.push({
      budget: `${name}: p99 < ${maxP99} ms`,
      actual: `${endpoint.p99Ms.toFixed(1)} ms`,
      pass: endpoint.p99Ms < maxP99,
    });
  };
  rateAndTail(ENDPOINT_NAMES.latestRevalidated, BUDGETS.latestRevalidatedRatio, BUDGETS.latestP99Ms);
  rateAndTail(ENDPOINT_NAMES.latestPlain, BUDGETS.latestPlainRatio, BUDGETS.latestP99Ms);
  rateAndTail(ENDPOINT_NAMES.dashboard, BUDGETS.dashboardRatio, BUDGETS.dashboardP99Ms);
  const specific: readonly string[] = Object.values(ENDPOINT_NAMES);
  for (const endpoint of endpoints) {
    if (specific.includes(endpoint.name)) continue;
    const write = !endpoint.name.startsWith('GET ');
    rateAndTail(endpoint.name, write ? BUDGETS.writeRatio : BUDGETS.readRatio, BUDGETS.endpointP99Ms);
  }
  const errors = endpoints.reduce((sum, endpoint) => sum + endpoint.errors, 0);
  checks.push({ budget: 'zero errors on every endpoint', actual: String(errors), pass: errors === 0 });
  if (peakRssBytes !== undefined) {
    checks.push({
      budget: `app peak RSS < ${BUDGETS.appRssBytes / MB} MB`,
      actual: `${(peakRssBytes / MB).toFixed(0)} MB`,
      pass: peakRssBytes < BUDGETS.appRssBytes,
    });
  }
  if (web) {
    checks.push({
      budget: `landing JS <= ${BUDGETS.landingJsBytes / KB} KB gzip`,
      actual: `${(web.landing.jsGzipBytes / KB).toFixed(1)} KB`,
      pass: web.landing.jsGzipBytes <= BUDGETS.landingJsBytes,
    });
    checks.push({
      budget: `dashboard JS <= ${BUDGETS.dashboardJsBytes / KB} KB gzip`,
      actual: `${(web.dashboard.jsGzipBytes / KB).toFixed(1)} KB`,
      pass: web.dashboard.jsGzipBytes <= BUDGETS.dashboardJsBytes,
    });
  }
  return checks;
}

/**
 * Health and the asset both under the budget at p99; a run in which no sign-in reached the password
 * hashing (no 401) measured nothing and is a MISS too.
 */
export function checkSignInLoad(load: SignInLoadResult): BudgetCheck {
  const limit = BUDGETS.signInLoadP99Ms;
  const hashed = load.signIns.byStatus['401'] ?? 0;
  return {
    budget: `health and asset p99 < ${limit} ms under ${SIGN_IN_CONCURRENCY} concurrent wrong sign-ins`,
    actual: `health ${load.health.p99Ms.toFixed(1)} ms, asset ${load.asset.p99Ms.toFixed(1)} ms (${hashed} sign-ins hashed)`,
    pass: load.health.p99Ms < limit && load.asset.p99Ms < limit && hashed > 0,
  };
}

/** The 1.25x rule: no endpoint's ratio to the baseline drops by more than that on the large dataset. */
export function checkScale(
  small: readonly MeasuredEndpoint[],
  large: readonly MeasuredEndpoint[],
): BudgetCheck[] {
  const bySmall = new Map(small.map((endpoint) => [endpoint.name, endpoint]));
  return large.flatMap((endpoint) => {
    const before = bySmall.get(endpoint.name);
    if (!before || before.ratio === 0) return [];
    const slowdown = endpoint.ratio > 0 ? before.ratio / endpoint.ratio : Number.POSITIVE_INFINITY;
    return [
      {
        budget: `${endpoint.name}: large dataset within ${BUDGETS.largeSlowdown}x of small`,
        actual: `${slowdown.toFixed(2)}x`,
        pass: slowdown <= BUDGETS.largeSlowdown,
      },
    ];
  });
}
