import { normalise } from '#domain/coach/normalise';
import { sessionAction, type CoachAnswer } from './shared';

export function meditationHow(message: string): CoachAnswer {
  if (/\b(binaural|beats|headphones)\b/.test(normalise(message)))
    return {
      topic: 'meditation-how',
      text: 'Binaural beats play a slightly different tone in each ear, and you hear a slow pulse at the difference between the two. They only work through headphones. Research on what they do is mixed, so treat them as a calm background that helps some people settle, not as a cure for anything. Try a session with the beats on and the volume low, then one without, and keep whichever leaves you calmer.',
      action: sessionAction('first-breath'),
    };
  return {
    topic: 'meditation-how',
    text: 'Start simple. Sit comfortably, set a timer for five minutes, and rest your attention on your breath at the nose or belly. When your mind wanders, and it will, notice where it went and come back to the breath without judging yourself: that return is the practice. Meditate at the same time each day, and add a minute or two each week. A guided session helps at first: Sunrise Breath takes eight minutes.',
    action: sessionAction('sunrise-breath'),
  };
}
