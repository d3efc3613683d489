import { ambientScript, guidedScript, type MeditationScript } from './meditation-scripts';

/** Scripts for the spec's four catalogue sessions (docs/meditation.md), written for this product. */

const SETTLE_BACK = 'Take a slow breath in, and let it go. Let your body be heavy and supported.';

export const CATALOGUE_SCRIPTS: readonly MeditationScript[] = [
  guidedScript('abundance-alignment', 15, {
    opening: [
      'Welcome. Find a comfortable seat, let your hands rest, and gently close your eyes.',
      'Breathe in through your nose for four counts, and out through your mouth for six.',
      'Let your shoulders soften and your jaw unclench. There is nowhere else to be right now.',
    ],
    body: [
      'Bring to mind one thing you already have that once felt out of reach. Notice it clearly.',
      'Let a quiet thank you rise for it. Feel where that gratitude lives in your body.',
      'Now look around your life as it is today. Count three more things that support you.',
      'Imagine each of them glowing softly, like lamps lit one by one across a dark room.',
      'Let the room fill with that warm light. This is what having enough feels like.',
      'Rest here. Each breath in receives; each breath out gives something back.',
    ],
    closing: [
      'Begin to deepen your breath. Feel the floor beneath you and the air on your skin.',
      'Carry this feeling of enough with you into the rest of your day.',
      'When you are ready, open your eyes. Welcome back.',
    ],
  }),
  guidedScript('quantum-manifestation', 20, {
    opening: [
      'Welcome. Settle into your seat and let your eyes close or rest softly on the floor.',
      'Breathe in slowly, and let the out-breath be a little longer than the in-breath.',
      SETTLE_BACK,
    ],
    body: [
      'Choose one intention for this practice. Say it to yourself in a single, simple sentence.',
      'Imagine it has already happened. Where are you? What is the first thing you notice?',
      'Add detail: the light in the room, the sounds nearby, the clothes you are wearing.',
      'Who is with you? See their face as they share the moment with you.',
      'Notice how your body feels now that this is real. Let your posture match that feeling.',
      'If doubt appears, greet it kindly, and return to the scene. It is still here.',
      'Think of one small step you could take tomorrow toward this. Just one.',
      'Rest in the picture for a few breaths, without needing to do anything with it.',
    ],
    closing: [
      'Let the scene fade gently, knowing you can return to it whenever you like.',
      'Wiggle your fingers and toes. Notice the sounds of the room around you.',
      'Take one last full breath, and open your eyes when you are ready.',
    ],
  }),
  guidedScript('financial-freedom', 12, {
    opening: [
      'Welcome. Sit comfortably, feet on the floor, and let your eyes close.',
      'Breathe in for four, hold for a moment, and breathe out slowly.',
      'Notice any tightness you are carrying about money, and simply let it be seen.',
    ],
    body: [
      'Picture that worry as a stone in your hand. Feel its weight, then set it down beside you.',
      'Imagine a morning where the bills are paid and there is room to spare. How do you wake up?',
      'Notice what you choose to do with that extra time and space. Let yourself enjoy it.',
      'Feel your breath move freely, with nothing pressing on your chest.',
      'Remind yourself: every careful choice I make builds the freedom I am picturing.',
    ],
    closing: [
      'Let that picture settle into you like warmth after a walk in the cold.',
      'Bring your attention back to your breath and to the room around you.',
      'Open your eyes slowly. Take that calm into your next decision.',
    ],
  }),
  ambientScript('cosmic-wealth-attunement', 25, {
    opening: [
      'Welcome. This session is mostly silence. Settle in and let the sound carry you.',
      'A soft bell will mark every five minutes. There is nothing to do but rest.',
    ],
    closing: [
      'The session is drawing to a close. Begin to notice your breath again.',
      'When you are ready, gently open your eyes.',
    ],
  }),
];
