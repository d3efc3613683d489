import { disclosureSentences, type DisclosureFacts } from '#domain/resources/resources';

/** Says only what is true of this server's catalogue: a commission only when a link can earn one. */
export function AffiliateDisclosure({ facts }: { facts: DisclosureFacts }) {
  return (
    <aside
      aria-label="Affiliate disclosure"
      className="mt-10 rounded-2xl border border-line bg-raised/50 p-4 text-sm text-muted sm:p-5"
    >
      <p>
        <strong className="font-semibold text-ink">Affiliate disclosure:</strong>{' '}
        {disclosureSentences(facts).join(' ')}
      </p>
    </aside>
  );
}
