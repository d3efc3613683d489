import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  CATEGORY_FILTERS,
  CATEGORY_LABELS,
  productsInCategory,
  type CategoryFilter,
} from '#domain/resources/resources';
import { buttonClass } from '#web/components/ui/button';
import { LoadError } from '#web/components/ui/load-error';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { useResources } from './api';
import { AffiliateDisclosure } from './affiliate-disclosure';
import { ProductCard } from './product-card';

/** /resources: the operator's catalogue, filterable by category, and a disclosure true to it. */
export default function ResourcesPage() {
  const [filter, setFilter] = useState<CategoryFilter>('all');
  const resources = useResources();
  return (
    <div>
      <Link href="/dashboard" className={buttonClass('ghost', 'md', '-ml-3 mb-4')}>
        <ArrowLeft size={20} strokeWidth={1.75} aria-hidden />
        Back to Dashboard
      </Link>
      <PageHeader
        title="Abundance Resources"
        subtitle="Tools, books and companions we recommend for deepening your practice."
      />
      <div role="group" aria-label="Filter by category" className="mb-6 flex flex-wrap gap-2">
        {CATEGORY_FILTERS.map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={filter === category}
            onClick={() => setFilter(category)}
            className={cn(
              'min-h-11 cursor-pointer rounded-full border px-4 text-sm font-medium transition-colors duration-200',
              filter === category
                ? 'border-gold bg-gold/15 text-gold'
                : 'border-line text-muted hover:border-gold/50 hover:text-ink',
            )}
          >
            {CATEGORY_LABELS[category]}
          </button>
        ))}
      </div>
      {resources.isError ? (
        <LoadError message="The resources could not be loaded." onRetry={() => void resources.refetch()} />
      ) : (
        <div
          className="grid gap-5 md:grid-cols-2 xl:grid-cols-3"
          aria-live="polite"
          aria-busy={resources.isPending}
        >
          {resources.data
            ? productsInCategory(resources.data.products, filter).map((product) => (
                <ProductCard key={product.id} product={product} />
              ))
            : [0, 1, 2].map((slot) => <Skeleton key={slot} className="h-96 rounded-2xl" />)}
        </div>
      )}
      {resources.data ? <AffiliateDisclosure facts={resources.data.disclosure} /> : null}
    </div>
  );
}
