import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { useTitledUserUpdate } from './api';

/** Show or hide streak numbers and flames everywhere; what is recorded never changes. */
export function StreakSettings() {
  const user = useSignedInUser();
  const update = useTitledUserUpdate('Could not save');
  const change = (showStreaks: boolean) =>
    update.save({ showStreaks }, showStreaks ? 'Streaks shown' : 'Streaks hidden');
  return (
    <Card aria-labelledby="streaks-title">
      <CardHeader>
        <div>
          <CardTitle id="streaks-title">Streaks</CardTitle>
          <CardDescription>
            Some people find counting days motivating, others find it stressful. Hiding streaks removes the
            numbers and flames from the dashboard, habits and sidebar; your practice is still recorded.
          </CardDescription>
        </div>
      </CardHeader>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
        <input
          type="checkbox"
          className="size-5 cursor-pointer accent-gold"
          checked={user.showStreaks}
          disabled={update.isPending}
          onChange={(event) => change(event.target.checked)}
        />
        Show streaks
      </label>
    </Card>
  );
}
