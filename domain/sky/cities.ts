import type { SkyLocation } from './location';

/**
 * A small offline list of cities for the profile's location picker, so a member can set rise and
 * set times without sharing a precise position or calling any geocoding service. Coordinates are
 * each city centre to two decimals.
 */
export type City = SkyLocation & { name: string; country: string };

export const CITIES: readonly City[] = [
  { name: 'Amsterdam', country: 'Netherlands', latitude: 52.37, longitude: 4.9 },
  { name: 'Athens', country: 'Greece', latitude: 37.98, longitude: 23.73 },
  { name: 'Auckland', country: 'New Zealand', latitude: -36.85, longitude: 174.76 },
  { name: 'Bangkok', country: 'Thailand', latitude: 13.76, longitude: 100.5 },
  { name: 'Barcelona', country: 'Spain', latitude: 41.39, longitude: 2.17 },
  { name: 'Beijing', country: 'China', latitude: 39.9, longitude: 116.41 },
  { name: 'Berlin', country: 'Germany', latitude: 52.52, longitude: 13.4 },
  { name: 'Bogotá', country: 'Colombia', latitude: 4.71, longitude: -74.07 },
  { name: 'Boston', country: 'United States', latitude: 42.36, longitude: -71.06 },
  { name: 'Buenos Aires', country: 'Argentina', latitude: -34.6, longitude: -58.38 },
  { name: 'Cairo', country: 'Egypt', latitude: 30.04, longitude: 31.24 },
  { name: 'Cape Town', country: 'South Africa', latitude: -33.92, longitude: 18.42 },
  { name: 'Chicago', country: 'United States', latitude: 41.88, longitude: -87.63 },
  { name: 'Copenhagen', country: 'Denmark', latitude: 55.68, longitude: 12.57 },
  { name: 'Delhi', country: 'India', latitude: 28.61, longitude: 77.21 },
  { name: 'Denver', country: 'United States', latitude: 39.74, longitude: -104.99 },
  { name: 'Dubai', country: 'United Arab Emirates', latitude: 25.2, longitude: 55.27 },
  { name: 'Dublin', country: 'Ireland', latitude: 53.35, longitude: -6.26 },
  { name: 'Edinburgh', country: 'United Kingdom', latitude: 55.95, longitude: -3.19 },
  { name: 'Helsinki', country: 'Finland', latitude: 60.17, longitude: 24.94 },
  { name: 'Hong Kong', country: 'China', latitude: 22.32, longitude: 114.17 },
  { name: 'Honolulu', country: 'United States', latitude: 21.31, longitude: -157.86 },
  { name: 'Istanbul', country: 'Türkiye', latitude: 41.01, longitude: 28.98 },
  { name: 'Jakarta', country: 'Indonesia', latitude: -6.21, longitude: 106.85 },
  { name: 'Johannesburg', country: 'South Africa', latitude: -26.2, longitude: 28.05 },
  { name: 'Lagos', country: 'Nigeria', latitude: 6.52, longitude: 3.38 },
  { name: 'Lima', country: 'Peru', latitude: -12.05, longitude: -77.04 },
  { name: 'Lisbon', country: 'Portugal', latitude: 38.72, longitude: -9.14 },
  { name: 'London', country: 'United Kingdom', latitude: 51.51, longitude: -0.13 },
  { name: 'Los Angeles', country: 'United States', latitude: 34.05, longitude: -118.24 },
  { name: 'Madrid', country: 'Spain', latitude: 40.42, longitude: -3.7 },
  { name: 'Melbourne', country: 'Australia', latitude: -37.81, longitude: 144.96 },
  { name: 'Mexico City', country: 'Mexico', latitude: 19.43, longitude: -99.13 },
  { name: 'Miami', country: 'United States', latitude: 25.76, longitude: -80.19 },
  { name: 'Montréal', country: 'Canada', latitude: 45.5, longitude: -73.57 },
  { name: 'Moscow', country: 'Russia', latitude: 55.76, longitude: 37.62 },
  { name: 'Mumbai', country: 'India', latitude: 19.08, longitude: 72.88 },
  { name: 'Nairobi', country: 'Kenya', latitude: -1.29, longitude: 36.82 },
  { name: 'New York', country: 'United States', latitude: 40.71, longitude: -74.01 },
  { name: 'Oslo', country: 'Norway', latitude: 59.91, longitude: 10.75 },
  { name: 'Paris', country: 'France', latitude: 48.86, longitude: 2.35 },
  { name: 'Prague', country: 'Czechia', latitude: 50.08, longitude: 14.44 },
  { name: 'Reykjavík', country: 'Iceland', latitude: 64.15, longitude: -21.94 },
  { name: 'Rio de Janeiro', country: 'Brazil', latitude: -22.91, longitude: -43.17 },
  { name: 'Rome', country: 'Italy', latitude: 41.9, longitude: 12.5 },
  { name: 'San Francisco', country: 'United States', latitude: 37.77, longitude: -122.42 },
  { name: 'Santiago', country: 'Chile', latitude: -33.45, longitude: -70.67 },
  { name: 'São Paulo', country: 'Brazil', latitude: -23.55, longitude: -46.63 },
  { name: 'Seattle', country: 'United States', latitude: 47.61, longitude: -122.33 },
  { name: 'Seoul', country: 'South Korea', latitude: 37.57, longitude: 126.98 },
  { name: 'Singapore', country: 'Singapore', latitude: 1.35, longitude: 103.82 },
  { name: 'Stockholm', country: 'Sweden', latitude: 59.33, longitude: 18.07 },
  { name: 'Sydney', country: 'Australia', latitude: -33.87, longitude: 151.21 },
  { name: 'Tokyo', country: 'Japan', latitude: 35.68, longitude: 139.69 },
  { name: 'Toronto', country: 'Canada', latitude: 43.65, longitude: -79.38 },
  { name: 'Vancouver', country: 'Canada', latitude: 49.28, longitude: -123.12 },
  { name: 'Vienna', country: 'Austria', latitude: 48.21, longitude: 16.37 },
  { name: 'Warsaw', country: 'Poland', latitude: 52.23, longitude: 21.01 },
  { name: 'Zürich', country: 'Switzerland', latitude: 47.38, longitude: 8.54 },
];

/** The list entry at exactly these coordinates, to name a stored location back to the member. */
export function cityAt(location: SkyLocation): City | null {
  return (
    CITIES.find((city) => city.latitude === location.latitude && city.longitude === location.longitude) ??
    null
  );
}
