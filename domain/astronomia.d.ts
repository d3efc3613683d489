// astronomia ships no types: the few parts domain/cosmic-vsop87.ts uses.
declare module 'astronomia' {
  type Spherical = { lon: number; lat: number; range: number };
  export const planetposition: {
    Planet: new (data: unknown) => { position(jde: number): Spherical };
    toFK5(lon: number, lat: number, jde: number): { lon: number; lat: number };
  };
  export const apparent: { eclipticAberration(lon: number, lat: number, jde: number): [number, number] };
  export const nutation: { nutation(jde: number): [number, number] };
  export const julian: { DateToJDE(date: Date): number };
  export const base: { lightTime(distance: number): number };
}
declare module 'astronomia/data/vsop87Bearth' {
  const data: unknown;
  export default data;
}
declare module 'astronomia/data/vsop87Bjupiter' {
  const data: unknown;
  export default data;
}
declare module 'astronomia/data/vsop87Bsaturn' {
  const data: unknown;
  export default data;
}
declare module 'astronomia/data/vsop87Buranus' {
  const data: unknown;
  export default data;
}
declare module 'astronomia/data/vsop87Bneptune' {
  const data: unknown;
  export default data;
}
