import { Card, CardTitle } from '../../components/ui/card';

export function TodaysCosmicEnergyCard() {
  return (
    <Card>
      <CardTitle>Today's Cosmic Energy</CardTitle>
    </Card>
  );
}
