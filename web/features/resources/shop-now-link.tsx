import { ExternalLink } from 'lucide-react';
import type { ResourceProduct } from '#domain/resources/resources';
import { buttonClass } from '#web/components/ui/button';

/** The store link: a new tab, no referrer or opener, marked as sponsored for search engines. */
export function ShopNowLink({ product, className }: { product: ResourceProduct; className?: string }) {
  return (
    <a
      href={product.url}
      target="_blank"
      rel="noopener noreferrer sponsored"
      className={buttonClass('secondary', 'md', className)}
    >
      Shop Now
      <ExternalLink size={16} strokeWidth={1.75} aria-hidden />
      <span className="sr-only">: {product.name} (opens in a new tab)</span>
    </a>
  );
}
