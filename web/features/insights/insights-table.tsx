import type { Insights } from '#domain/insights/insights';

/** Every trend series as one table: the accessible view of the charts. */
export function InsightsTable({ insights, label }: { insights: Insights; label: (start: string) => string }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line">
      <table className="w-full min-w-[560px] text-sm tabular">
        <caption className="sr-only">Trends by period</caption>
        <thead className="bg-raised text-left text-muted">
          <tr>
            {['Period', 'Meditation min', 'Rituals', 'Habits done', 'Check-ins', 'Energy', 'Coherence %'].map(
              (head) => (
                <th key={head} scope="col" className="px-3 py-2 font-medium">
                  {head}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {insights.buckets.map((bucket) => (
            <tr key={bucket.start} className="border-t border-line">
              <th scope="row" className="px-3 py-2 text-left font-normal text-ink">
                {label(bucket.start)}
              </th>
              <td className="px-3 py-2">{bucket.meditationMinutes}</td>
              <td className="px-3 py-2">{bucket.rituals}</td>
              <td className="px-3 py-2">{bucket.habitCompletions}</td>
              <td className="px-3 py-2">{bucket.checkIns}</td>
              <td className="px-3 py-2">{bucket.energy ?? '–'}</td>
              <td className="px-3 py-2">{bucket.coherence ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
