import { describe, expect, it } from 'vitest';
import {
  formatVideoTime,
  LANDING_VIDEOS,
  parseTimestamp,
  parseVideoUrl,
  youtubeEmbedUrl,
  type VideoSource,
} from './video';

const ID = 'dQw4w9WgXcQ';
const youtube = (startSeconds: number | null = null): VideoSource => ({
  kind: 'youtube',
  videoId: ID,
  startSeconds,
});

describe('parseVideoUrl: YouTube links become embeds (docs/dashboard.md)', () => {
  it.each([
    ['watch link', `https://www.youtube.com/watch?v=${ID}`, youtube()],
    ['watch link without www', `https://youtube.com/watch?v=${ID}`, youtube()],
    ['mobile watch link', `https://m.youtube.com/watch?v=${ID}`, youtube()],
    ['http watch link', `http://www.youtube.com/watch?v=${ID}`, youtube()],
    ['upper-case host', `https://WWW.YouTube.com/watch?v=${ID}`, youtube()],
    ['surrounding spaces', `  https://www.youtube.com/watch?v=${ID}  `, youtube()],
    ['v after other params', `https://www.youtube.com/watch?feature=share&v=${ID}`, youtube()],
    ['playlist params', `https://www.youtube.com/watch?v=${ID}&list=PL123&index=4`, youtube()],
    ['tracking params', `https://www.youtube.com/watch?v=${ID}&si=AbC123&pp=ygU`, youtube()],
    ['fragment', `https://www.youtube.com/watch?v=${ID}#comments`, youtube()],
    ['youtu.be short link', `https://youtu.be/${ID}`, youtube()],
    ['youtu.be with share id', `https://youtu.be/${ID}?si=eFX4_eJnL0Xi7Bw9`, youtube()],
    ['youtu.be trailing slash', `https://youtu.be/${ID}/`, youtube()],
    ['shorts link', `https://www.youtube.com/shorts/${ID}`, youtube()],
    ['shorts link with feature', `https://youtube.com/shorts/${ID}?feature=share`, youtube()],
    ['embed link', `https://www.youtube.com/embed/${ID}`, youtube()],
    ['embed link with params', `https://www.youtube.com/embed/${ID}?autoplay=1&mute=1`, youtube()],
    ['privacy-enhanced embed', `https://www.youtube-nocookie.com/embed/${ID}`, youtube()],
    ['id with - and _', 'https://youtu.be/a-b_c-d_e-f', { ...youtube(), videoId: 'a-b_c-d_e-f' }],
  ])('%s', (_name, url, expected) => expect(parseVideoUrl(url)).toEqual(expected));
});

describe('parseVideoUrl: timestamps carry over as the start time', () => {
  it.each([
    ['t in seconds', `https://www.youtube.com/watch?v=${ID}&t=90`, youtube(90)],
    ['t with s', `https://www.youtube.com/watch?v=${ID}&t=90s`, youtube(90)],
    ['t in minutes and seconds', `https://youtu.be/${ID}?t=1m30s`, youtube(90)],
    ['t in hours', `https://youtu.be/${ID}?t=1h2m3s`, youtube(3723)],
    ['t in whole minutes', `https://youtu.be/${ID}?t=2m`, youtube(120)],
    ['start on an embed', `https://www.youtube.com/embed/${ID}?start=45`, youtube(45)],
    ['zero is no start', `https://youtu.be/${ID}?t=0`, youtube()],
    ['garbage is ignored', `https://youtu.be/${ID}?t=soon`, youtube()],
    ['empty is ignored', `https://youtu.be/${ID}?t=`, youtube()],
  ])('%s', (_name, url, expected) => expect(parseVideoUrl(url)).toEqual(expected));
});

describe('parseVideoUrl: anything else plays as a file', () => {
  it.each([
    ['mp4 on a CDN', 'https://cdn.example.com/videos/intro.mp4', 'https://cdn.example.com/videos/intro.mp4'],
    ['mp4 with a query', 'https://cdn.example.com/a.mp4?token=1', 'https://cdn.example.com/a.mp4?token=1'],
    ['same-site path', '/videos/intro.mp4', '/videos/intro.mp4'],
    ['vimeo page (not YouTube)', 'https://vimeo.com/76979871', 'https://vimeo.com/76979871'],
    ['look-alike host', `https://notyoutube.com/watch?v=${ID}`, `https://notyoutube.com/watch?v=${ID}`],
    ['youtube in the path only', `https://example.com/youtube.com/watch?v=${ID}`, null],
  ])('%s', (_name, url, src) => expect(parseVideoUrl(url)).toEqual({ kind: 'file', src: src ?? url }));
});

describe('parseVideoUrl: invalid links', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['watch without v', 'https://www.youtube.com/watch'],
    ['watch with empty v', 'https://www.youtube.com/watch?v='],
    ['id too short', 'https://www.youtube.com/watch?v=abc'],
    ['id too long', `https://www.youtube.com/watch?v=${ID}x`],
    ['id with bad characters', 'https://youtu.be/abc$def!ghi'],
    ['bare youtu.be', 'https://youtu.be/'],
    ['shorts without id', 'https://www.youtube.com/shorts/'],
    ['embed without id', 'https://www.youtube.com/embed/'],
    ['channel page', 'https://www.youtube.com/@SomeChannel'],
    ['YouTube home', 'https://www.youtube.com/'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:video/mp4;base64,AAAA'],
    ['ftp scheme', 'ftp://example.com/video.mp4'],
    ['protocol-relative', '//cdn.example.com/video.mp4'],
    ['not a URL', 'just some words'],
  ])('%s', (_name, url) => expect(parseVideoUrl(url)).toEqual({ kind: 'invalid' }));
});

describe('parseTimestamp', () => {
  it.each([
    [null, null],
    ['', null],
    ['15', 15],
    ['15s', 15],
    ['3m', 180],
    ['1h', 3600],
    ['1h1s', 3601],
    ['1m-5s', null],
    ['abc', null],
  ])('%s -> %s', (value, expected) => expect(parseTimestamp(value)).toBe(expected));
});

describe('youtubeEmbedUrl', () => {
  it.each([
    [{}, `https://www.youtube-nocookie.com/embed/${ID}?rel=0&playsinline=1`],
    [{ autoplay: true }, `https://www.youtube-nocookie.com/embed/${ID}?rel=0&playsinline=1&autoplay=1`],
    [
      { autoplay: true, startSeconds: 90 },
      `https://www.youtube-nocookie.com/embed/${ID}?rel=0&playsinline=1&autoplay=1&start=90`,
    ],
    [{ startSeconds: null }, `https://www.youtube-nocookie.com/embed/${ID}?rel=0&playsinline=1`],
  ])('%o', (options, expected) => expect(youtubeEmbedUrl(ID, options)).toBe(expected));
});

describe('LANDING_VIDEOS', () => {
  it.each(Object.entries(LANDING_VIDEOS))('%s is a YouTube video', (_key, video) =>
    expect(parseVideoUrl(video.url).kind).toBe('youtube'),
  );
});

describe('formatVideoTime', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [754, '12:34'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [-4, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%s -> %s', (seconds, expected) => expect(formatVideoTime(seconds)).toBe(expected));
});
