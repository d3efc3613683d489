import { useMemo } from 'react';
import { countryCodes, countryFromTimeZone } from '#domain/shared/country';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Label, Select } from '#web/components/ui/form-controls';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { useTitledUserUpdate } from './api';

const FROM_ZONE = '';

/** Country names in the browser's language, sorted by name ("Germany", not "DE"). */
function useCountryNames(): { code: string; name: string }[] {
  return useMemo(() => {
    const names = new Intl.DisplayNames(undefined, { type: 'region' });
    return countryCodes()
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, []);
}

/** The country whose crisis lines and free help the coach names; by default the time zone's. */
export function CountrySettings() {
  const user = useSignedInUser();
  const update = useTitledUserUpdate('Could not save');
  const countries = useCountryNames();
  const zoneCountry = countryFromTimeZone(user.timeZone);
  const zoneName = countries.find((country) => country.code === zoneCountry)?.name;
  return (
    <Card aria-labelledby="country-title">
      <CardHeader>
        <div>
          <CardTitle id="country-title">Country</CardTitle>
          <CardDescription>
            Which crisis lines and free advice services your coach names, with their numbers.
          </CardDescription>
        </div>
      </CardHeader>
      <Label htmlFor="profile-country">Country</Label>
      <Select
        id="profile-country"
        value={user.country ?? FROM_ZONE}
        disabled={update.isPending}
        onChange={(event) => {
          const country = event.target.value === FROM_ZONE ? null : event.target.value;
          update.save({ country }, 'Country saved');
        }}
      >
        <option value={FROM_ZONE}>From my time zone{zoneName ? ` (${zoneName})` : ''}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </Select>
    </Card>
  );
}
