import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  AMAZON_ASSOCIATE_TAG,
  CATEGORY_FILTERS,
  CATEGORY_LABELS,
  productsInCategory,
  type CategoryFilter,
} from '#domain/resources';
import { buttonClass } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { cn } from '#web/lib/cn';
import { ProductCard } from './product-card';

/** /resources: curated affiliate products, filterable by category (SPEC section 2, Resources). */
export default function ResourcesPage() {
  const [filter, setFilter] = useState<CategoryFilter>('all');
  const products = productsInCategory(filter);
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
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" aria-live="polite">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
      <aside
        aria-label="Affiliate disclosure"
        className="mt-10 rounded-2xl border border-line bg-raised/50 p-4 text-sm text-muted sm:p-5"
      >
        <p>
          <strong className="font-semibold text-ink">Affiliate disclosure:</strong> some links on this page
          are affiliate links. If you buy through them we may earn a small commission, at no extra cost to
          you. We only recommend products we believe support your practice, and prices and ratings may change
          on the retailer&apos;s site.
          {AMAZON_ASSOCIATE_TAG ? ' As an Amazon Associate we earn from qualifying purchases.' : null}
        </p>
      </aside>
    </div>
  );
}
