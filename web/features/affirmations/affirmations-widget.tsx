import { Card, CardTitle } from '../../components/ui/card';

export function AffirmationsWidget() {
  return (
    <Card>
      <CardTitle>Today's Quantum Affirmations</CardTitle>
    </Card>
  );
}
