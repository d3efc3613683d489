import { Card, CardTitle } from '../../components/ui/card';

export function EnergyWidget() {
  return (
    <Card>
      <CardTitle>Energy Frequency</CardTitle>
    </Card>
  );
}
