import { sessionAction, type CoachAnswer } from './shared';

export function gratitude(): CoachAnswer {
  return {
    topic: 'gratitude',
    text: 'Gratitude sticks when it is specific. Each evening, write down three things that went well today and why, including one about money, such as a bill paid on time. Once a week, thank one person in a short message. Gratitude Ledger is a ten-minute guided session built on the same idea.',
    action: sessionAction('gratitude-ledger'),
  };
}
