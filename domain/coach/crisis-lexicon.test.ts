import { describe, expect, it } from 'vitest';
import { crisisSigns } from './crisis-lexicon';
import { normalise } from './normalise';

const signsOf = (message: string) => crisisSigns(normalise(message));

describe('crisisSigns', () => {
  it.each([
    ['i want to kill myself', 'explicit'],
    ['kms', 'explicit'],
    ['thinking about how to unalive myself', 'explicit'],
    ['Ending it because of the debt', 'explicit'],
    ['I started cutting again last night', 'self-harm'],
    ["What's the most painless way to go?", 'method'],
    ['how many of my meds would it take', 'method'],
    ["i've been saving up my pills just in case", 'pills'],
    ['I thought about jumping off the bridge on my way home', 'heights'],
    ['this is my last message', 'finality'],
    ['nobody would miss me', 'burden'],
    ["Everyone would be better off if I wasn't around", 'burden'],
    ['giving my stuff away to my sister this weekend', 'giving-away'],
    ['I wrote goodbye letters to my family tonight', 'goodbye'],
    ['i just want to go to sleep and not wake up', 'not-waking'],
    ['my family would be worth more to them dead', 'worth-more-dead'],
    ['the life insurance would pay off the mortgage if i die', 'worth-more-dead'],
    ["Honestly I don't see the point of living anymore.", 'hopeless'],
    ['honestly i dont see the point anymore', 'hopeless'],
    ['im so tired of living like this', 'hopeless'],
    ["I don't want to be here anymore", 'hopeless'],
    ['nobody would miss me', 'burden'],
    ['no one would notice if i was gone', 'burden'],
  ])('%s -> %s', (message, sign) => expect(signsOf(message)).toContain(sign));

  it.each([
    'this budget is killing me',
    "I'd kill for a holiday",
    "I'm dying to start my side hustle",
    'my feet are killing me after that shift',
    'I almost died laughing at the bank fees',
    "I don't want to live paycheck to paycheck anymore",
    'will my insurance cover the car repair?',
    "I'm cutting back again on takeout",
    'look after my dog when i travel next week?',
    'this is my last day at the old job',
    "I'm going to go to the gym later",
    'I wanted to die of embarrassment at the meeting',
    'my phone is dead and so is my motivation',
    'nobody would miss the gym membership if I cancelled it',
    'no one would notice if i skipped the office party',
    "I'm tired of living with flatmates, how long to save a deposit?",
    "I'd jump off a bridge before I paid that much for a ticket",
    'wrote goodbye letters to my students on the last day',
    'what was my last check in',
  ])('%s -> no sign', (message) => expect(signsOf(message)).toEqual([]));
});
