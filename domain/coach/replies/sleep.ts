import { sessionAction, type CoachAnswer } from './shared';

export function sleep(): CoachAnswer {
  return {
    topic: 'sleep',
    text: 'A calmer evening helps more than any single trick. Tonight, put screens away 30 minutes before bed, write tomorrow’s to-do list so your mind can let it go, and keep the room cool and dark. If thoughts race, breathe out for longer than you breathe in: in for four, out for six. Slow Descent to Sleep is a guided session made for lying down. If poor sleep lasts for weeks, talk to a doctor.',
    action: sessionAction('sleep-descent'),
  };
}
