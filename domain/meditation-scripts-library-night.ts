import { ambientScript, guidedScript, type MeditationScript } from './meditation-scripts';

/** Scripts for the library's evening, sleep and body-scan sessions. */

export const LIBRARY_NIGHT_SCRIPTS: readonly MeditationScript[] = [
  guidedScript('evening-review', 10, {
    opening: [
      'Good evening. Let the day begin to settle as you sit or lie down.',
      'Breathe in gently, and let a slow sigh out.',
      'Let your eyes close, and let your face soften.',
    ],
    body: [
      'Look back over your day like a quiet film. No need to judge what you see.',
      'Pause on one moment that went well. What did you do that helped it?',
      'Pause on one moment you would do differently. Simply note one thing to try.',
      'Now let the film end. The day is complete, just as it was.',
    ],
    closing: [
      'Let your breath slow a little more.',
      'Thank yourself for the effort you gave today.',
      'Open your eyes, or let this carry you toward rest.',
    ],
  }),
  guidedScript('sleep-descent', 20, {
    opening: [
      'Welcome. Lie down comfortably and let the bed take your full weight.',
      'Breathe in softly, and let each breath out be slow and unhurried.',
      'There is nothing left to do today. You can let go of the day now.',
    ],
    body: [
      'Imagine a staircase of ten soft steps leading down into a warm, dim room.',
      'Step down to nine. Your arms grow heavy. Step down to eight. Your legs grow heavy.',
      'Seven, and six. Each step takes you deeper and more comfortably down.',
      'Five, and four. The sounds around you drift further away.',
      'Three, two, and one. You reach the quiet room, and lie down in it.',
      'Here the air is warm and the light is low. You are safe, and held.',
      'If a thought arrives, let it float past like a slow cloud.',
      'Let your breath be slow and easy. Nothing more is needed.',
    ],
    closing: [
      'Stay in this quiet room as long as you like.',
      'The voice will fade now, and the sound will keep you company.',
      'Rest now, and let sleep come when it is ready.',
    ],
  }),
  ambientScript('night-tide', 30, {
    opening: [
      'Welcome to a long night soundscape. Lie back and let the sound wash over you.',
      'A soft bell will sound every five minutes. You do not need to listen for it.',
    ],
    closing: ['The soundscape is coming to an end. Stay as rested as you like.', 'Goodnight, and rest easy.'],
  }),
  guidedScript('full-body-scan', 20, {
    opening: [
      'Welcome to a full body scan. Lie down or sit comfortably, and close your eyes.',
      'Take three slow breaths, letting the out-breath be longer each time.',
      'You will move your attention slowly through the body, simply noticing.',
    ],
    body: [
      'Bring your attention to your feet. Notice warmth, coolness, or pressure.',
      'Move up to your ankles and calves. If there is tightness, let it soften if it can.',
      'Now your knees and thighs. Feel their weight resting down.',
      'Bring attention to your hips and lower back. Breathe into this area.',
      'Notice your belly rising and falling. Let it move freely.',
      'Move to your chest and upper back. Feel the breath widen the ribs.',
      'Now your shoulders, arms and hands. Let the fingers rest loose.',
      'Bring attention to your neck, jaw and face. Let the forehead smooth.',
    ],
    closing: [
      'Now feel the whole body at once, breathing as one.',
      'Begin to move your fingers and toes gently.',
      'When you are ready, open your eyes.',
    ],
  }),
  guidedScript('body-reset', 5, {
    opening: [
      'Welcome to a five-minute reset. Sit comfortably and close your eyes.',
      'Roll your shoulders back once, and let them drop.',
      'Take a deep breath in, and let it go with a sigh.',
    ],
    body: [
      'Scan quickly from the top of your head to your feet. Where are you holding on?',
      'Breathe into that place, and on the out-breath let it loosen a little.',
    ],
    closing: [
      'Notice the difference, however small.',
      'Take one more full breath.',
      'Open your eyes, refreshed and ready.',
    ],
  }),
];
