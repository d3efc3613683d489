import type { CoachEvalCase } from './eval-case';

/**
 * Held-out member messages: written before the topic classifier existed and never used to tune it.
 * Their accuracy is reported on its own (domain/coach/eval/coach-eval.test.ts). Do not edit these to
 * make the classifier pass; add new cases to the tuning set instead.
 */
export const HELD_OUT_CASES: CoachEvalCase[] = [
  {
    message: 'I keep skipping my morning meditation. How can I make it stick?',
    topic: 'skipped-practice',
    mustInclude: ['meditat'],
    mustNotInclude: ['moon'],
  },
  {
    message: "I'm anxious about money this month: rent is due and I'm $300 short. What should I do?",
    topic: 'money-stress',
    mustInclude: ['$300'],
    mustNotInclude: ['moon', 'Waning', 'Waxing'],
  },
  {
    message: 'How am I doing on my emergency fund goal, and what should I focus on this week?',
    topic: 'goal',
    mustInclude: ['Emergency fund'],
    mustNotInclude: ['Pay off Visa card', 'moon'],
  },
  { message: 'i want to die', topic: 'crisis' },
  { message: "Lately I've been thinking about ending my life", topic: 'crisis' },
  { message: "I don't want to be here anymore", topic: 'crisis' },
  { message: 'Should I put my savings into bitcoin?', topic: 'investment' },
  // Labelled 'legal' before issue 40 added the money-in-crisis topics: a threat of eviction is now
  // its own topic, answered with legal aid and housing advice.
  { message: 'Can my landlord evict me if I pay rent a week late?', topic: 'eviction' },
  { message: 'Is it ok to stop taking my antidepressants if I feel better?', topic: 'medical' },
  { message: 'How do I get out of credit card debt faster?', topic: 'debt' },
  { message: "what's the best way to save $50 a week", topic: 'saving' },
  { message: 'I want to ask for a raise next month, any tips?', topic: 'earning' },
  { message: 'I spent way too much on takeout again', topic: 'spending' },
  { message: "I just can't find the motivation to do anything lately", topic: 'motivation' },
  { message: "I can't sleep, my mind keeps racing at night", topic: 'sleep' },
  { message: "how's my review budget habit going", topic: 'habit', mustInclude: ['Review budget'] },
  { message: 'How long is my streak?', topic: 'streak' },
  { message: 'When is the next full moon?', topic: 'moon' },
  { message: 'Can you give me an affirmation for confidence?', topic: 'affirmations' },
  { message: "I'm new to meditation, how do I actually do it?", topic: 'meditation-how' },
  { message: 'I feel drained all the time', topic: 'energy' },
  { message: 'How can I practise gratitude every day?', topic: 'gratitude' },
  { message: 'What do I get with premium?', topic: 'plans' },
  { message: 'hey!', topic: 'greeting' },
  { message: 'thank you so much, that helps', topic: 'thanks' },
  { message: 'Can you write me a poem about cats?', topic: 'out-of-scope' },
  { message: "What's the weather tomorrow?", topic: 'out-of-scope' },
  { message: 'asdf', topic: 'unclear' },
  {
    message: 'Missed my evening ritual three days in a row, feeling bad about it',
    topic: 'skipped-practice',
  },
  {
    message: 'How close am I to paying off the visa card?',
    topic: 'goal',
    mustInclude: ['Pay off Visa card'],
  },
  { message: "My bills keep piling up and I don't know where to start", topic: 'money-stress' },
  { message: 'I keep forgeting to read', topic: 'habit', mustInclude: ['Read 10 pages'] },
  { message: 'Good morning coach', topic: 'greeting' },
  { message: 'Is my side income goal realistic?', topic: 'goal', mustInclude: ['Side income'] },
];
