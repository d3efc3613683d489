import { Card, CardTitle } from '../../components/ui/card';

export function FeaturedProductCard({ productId }: { productId: string }) {
  return (
    <Card data-product-id={productId}>
      <CardTitle>Featured</CardTitle>
    </Card>
  );
}
