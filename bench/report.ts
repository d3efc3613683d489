import { writeFileSync } from 'node:fs';
import type { BudgetCheck, MeasuredEndpoint } from './budgets';
import { KB, MB } from './budgets';
import type { DatasetResult } from './measure-dataset';
import type { WebSizes } from './web-size';

export type BenchReport = {
  startedAt: string;
  machine: { cpus: number; loadAverageAtStart: number[]; loadAverageAtEnd: number[]; node: string };
  load: {
    connections: number;
    durationSeconds: number;
    warmupSeconds: number;
    pool: number;
    appNodeOptions: string;
  };
  datasets: DatasetResult[];
  web: WebSizes | null;
  budgets: BudgetCheck[];
};

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, width: number, digits = 0) => value.toFixed(digits).padStart(width);

function row(result: MeasuredEndpoint): string {
  return [
    pad(result.name, 56),
    num(result.requestsPerSecond, 9),
    num(result.p50Ms, 8, 1),
    num(result.p99Ms, 8, 1),
    num(result.errors, 7),
    num(result.baselineRequestsPerSecond, 11),
    `${num(result.ratio * 100, 6)} %`,
  ].join(' ');
}

function printDataset(result: DatasetResult, print: (line: string) => void): void {
  const { dataset } = result;
  print('');
  print(
    `${dataset.label} dataset: ${dataset.users} users, ${dataset.historyDays} days, ${dataset.stories} stories ` +
      `(${result.seed.rows} rows seeded in ${result.seed.seconds.toFixed(0)} s, ${result.database})`,
  );
  const header = ['req/s', 'p50 ms', 'p99 ms', 'errors', 'baseline/s', 'ratio'];
  const widths = [9, 8, 8, 7, 11, 8];
  print([pad('endpoint', 56), ...header.map((title, index) => title.padStart(widths[index] ?? 8))].join(' '));
  for (const endpoint of result.endpoints) print(row(endpoint));
  for (const { name, reason } of result.skipped) print(`${pad(name, 56)} ${reason}`);
  print(
    `baseline (bare Fastify route, no session or database): ${result.baseline.requestsPerSecond.toFixed(0)} req/s on average, ` +
      'measured in slices alternating with each endpoint; each ratio is against its own slices',
  );
  const insights = result.insightsFirstAnswers;
  if (insights) {
    print(
      `${insights.name}: ${insights.samples} answers one at a time, p50 ${insights.p50Ms.toFixed(1)} ms, ` +
        `p99 ${insights.p99Ms.toFixed(1)} ms, max ${insights.maxMs.toFixed(1)} ms`,
    );
  }
  const load = result.signInLoad;
  if (load) {
    const statuses = Object.entries(load.signIns.byStatus)
      .map(([status, count]) => `${count} x ${status}`)
      .join(', ');
    print(
      `${load.name}: ${load.concurrency} concurrent from ${load.sourceAddresses} loopback addresses, ` +
        `${load.signIns.answered} answered (${statuses || 'none'}), ${load.signIns.socketErrors} socket errors`,
    );
    for (const [label, figures] of [
      ['  GET /api/health', load.health],
      [`  GET ${load.asset.path}`, load.asset],
    ] as const) {
      print(
        `${label}: ${figures.samples} answers one at a time over ${load.sampledSeconds} s, ` +
          `p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms, max ${figures.maxMs.toFixed(1)} ms`,
      );
    }
  }
  for (const page of result.pages) {
    print(
      `${page.page} (Lighthouse, mobile, median of ${page.runs}): performance ${page.performance.toFixed(2)}, ` +
        `FCP ${page.firstContentfulPaintMs.toFixed(0)} ms, LCP ${page.largestContentfulPaintMs.toFixed(0)} ms, ` +
        `TBT ${page.totalBlockingTimeMs.toFixed(0)} ms, CLS ${page.cumulativeLayoutShift.toFixed(3)}, ` +
        `speed index ${page.speedIndexMs.toFixed(0)} ms`,
    );
  }
  print(
    result.appPeakRssBytes === null
      ? 'app peak RSS: not available on this platform (needs /proc)'
      : `app peak RSS: ${(result.appPeakRssBytes / MB).toFixed(1)} MB`,
  );
  if (result.appPeakRssWithSignInsBytes !== null) {
    print(
      `app peak RSS with the sign-in load (each hash holds 128 MiB): ${(result.appPeakRssWithSignInsBytes / MB).toFixed(1)} MB`,
    );
  }
}

/** The run's figures as one table per dataset on stdout, then the budgets with PASS or MISS. */
export function printReport(report: BenchReport, print: (line: string) => void): void {
  for (const dataset of report.datasets) printDataset(dataset, print);
  print('');
  print(`app NODE_OPTIONS=${report.load.appNodeOptions || 'none'}`);
  if (report.web) {
    for (const [page, weight] of Object.entries(report.web)) {
      print(
        `${page} page: ${(weight.documentGzipBytes / KB).toFixed(1)} KB HTML, then ${(weight.jsGzipBytes / KB).toFixed(1)} KB JS + ${(weight.cssGzipBytes / KB).toFixed(1)} KB CSS to be interactive (gzip, ${weight.files.length} files)`,
      );
    }
  }
  print('');
  print('budgets:');
  for (const check of report.budgets)
    print(`  ${check.pass ? 'PASS' : 'MISS'}  ${pad(check.budget, 80)} ${check.actual}`);
  print('');
  print(
    `load average ${report.machine.loadAverageAtStart.map((value) => value.toFixed(1)).join(' ')} at start, ` +
      `${report.machine.loadAverageAtEnd.map((value) => value.toFixed(1)).join(' ')} at end, on ${report.machine.cpus} CPUs: ` +
      'absolute figures are noisy on a shared machine; compare the ratios.',
  );
}

export function writeReport(file: string, report: BenchReport): void {
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
