// The few parts of astronomia (a development dependency without its own types) that the reference
// ephemeris and the generator scripts read.
declare module 'astronomia/planetposition' {
  export type VsopSeries = Record<string, [number, number, number][]>;
  export type VsopData = { L: VsopSeries; B: VsopSeries; R: VsopSeries; name: string; type?: string };
  export class Planet {
    constructor(data: VsopData);
    position(jde: number): { lon: number; lat: number; range: number };
    position2000(jde: number): { lon: number; lat: number; range: number };
  }
  export function toFK5(lon: number, lat: number, jde: number): { lon: number; lat: number };
}
declare module 'astronomia/deltat' {
  export function deltaT(decimalYear: number): number;
}
declare module 'astronomia/nutation' {
  export function nutation(jde: number): [number, number];
  export function meanObliquity(jde: number): number;
}
declare module 'astronomia/apparent' {
  export function eclipticAberration(lambda: number, beta: number, jde: number): [number, number];
}
declare module 'astronomia/data/*' {
  const data: import('astronomia/planetposition').VsopData;
  export default data;
}
