import { LocateFixed, MapPin } from 'lucide-react';
import { useState } from 'react';
import { CITIES, cityAt } from '#domain/sky/cities';
import { roundCoordinate } from '#domain/sky/location';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Label, Select } from '#web/components/ui/form-controls';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { useSaveSkyLocation } from './api';

const geolocationSupported = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/**
 * Where the member watches the sky from, for moonrise, moonset, sunrise and sunset on the cosmic
 * calendar: a city from the bundled list or the browser's position, rounded to two decimals before
 * it leaves the browser, stored on the account and used for nothing else.
 */
export function SkyLocation() {
  const user = useSignedInUser();
  const { save, isPending } = useSaveSkyLocation();
  const [cityName, setCityName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const stored =
    user.latitude !== null && user.longitude !== null
      ? { latitude: user.latitude, longitude: user.longitude }
      : null;
  const storedCity = stored ? cityAt(stored) : null;

  const useCity = () => {
    const city = CITIES.find((entry) => entry.name === cityName);
    if (city) save(city, `Location set to ${city.name}`);
  };

  const useDevice = () => {
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (position) =>
        save(
          {
            latitude: roundCoordinate(position.coords.latitude),
            longitude: roundCoordinate(position.coords.longitude),
          },
          'Location set from this device',
        ),
      () => setProblem('The browser did not share a position. Pick the nearest city instead.'),
      { enableHighAccuracy: false, maximumAge: 3_600_000, timeout: 15_000 },
    );
  };

  return (
    <Card aria-labelledby="sky-location-title" role="region">
      <CardHeader>
        <div>
          <CardTitle id="sky-location-title">Sky location</CardTitle>
          <CardDescription>
            Adds moonrise, moonset, sunrise and sunset to the cosmic calendar, and draws the Moon as it looks
            from your hemisphere. Kept to two decimals (about a kilometre) and never shared.
          </CardDescription>
        </div>
        <MapPin className={stored ? 'text-gold' : 'text-muted'} size={20} strokeWidth={1.75} aria-hidden />
      </CardHeader>
      <p className="mb-4 text-sm text-ink" data-testid="sky-location-current">
        {stored
          ? `Now: ${storedCity ? `${storedCity.name}, ${storedCity.country}` : 'this device’s position'} (${stored.latitude.toFixed(2)}, ${stored.longitude.toFixed(2)})`
          : 'No location set: the calendar shows the Moon’s phase, sign and aspects, but no rise and set times.'}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 sm:flex-none">
          <Label htmlFor="sky-city">City</Label>
          <Select
            id="sky-city"
            value={cityName}
            onChange={(event) => setCityName(event.target.value)}
            className="w-full sm:w-64"
          >
            <option value="">Choose a city…</option>
            {CITIES.map((city) => (
              <option key={city.name} value={city.name}>
                {city.name}, {city.country}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="secondary" disabled={isPending || !cityName} onClick={useCity}>
          Use this city
        </Button>
        {geolocationSupported() ? (
          <Button variant="ghost" disabled={isPending} onClick={useDevice}>
            <LocateFixed size={20} strokeWidth={1.75} aria-hidden />
            Use my position
          </Button>
        ) : null}
        {stored ? (
          <Button variant="ghost" disabled={isPending} onClick={() => save(null, 'Location removed')}>
            Remove
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-rose">
          {problem}
        </p>
      ) : null}
    </Card>
  );
}
