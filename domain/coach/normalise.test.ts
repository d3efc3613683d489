import { describe, expect, it } from 'vitest';
import { normalise } from './normalise';

describe('normalise', () => {
  it.each([
    ['Honestly I DON’T see the point.', "honestly i don't see the point"],
    ['im sooooo tired of it all', "i'm so tired of it all"],
    ['i dont wanna be here', "i don't want to be here"],
    ['cant do this anymore', "can't do this anymore"],
    ['kms', 'kill myself'],
    ['thinking about how to unalive myself', 'thinking about how to kill myself'],
    ['idk what to do', "i don't know what to do"],
    ['would u miss me', 'would you miss me'],
    ['ppl would be better off', 'people would be better off'],
    ['suicde thoughts again', 'suicide thoughts again'],
    ['hate myslef', 'hate myself'],
    ['I’m done. I can’t', "i'm done i can't"],
    ['im done i cant', "i'm done i can't"],
    ['Rent is $1,100!!!', 'rent is $1 100'],
    ["'quoted' words", 'quoted words'],
    ['  spaces\tand\nlines  ', 'spaces and lines'],
    ['hellooo', 'helloo'],
    ['I feel ill', 'i feel ill'],
  ])('%s -> %s', (message, expected) => expect(normalise(message)).toBe(expected));
});
