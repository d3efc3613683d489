import { ambientScript, guidedScript, type MeditationScript } from './meditation-scripts';

/** Scripts for the library's daytime sessions (morning, focus, gratitude, confidence, abundance). */

export const LIBRARY_DAY_SCRIPTS: readonly MeditationScript[] = [
  guidedScript('first-breath', 5, {
    opening: [
      'Welcome. This is your first practice here, and there is nothing to get right. Sit comfortably, let your shoulders drop, and close your eyes if that feels easy.',
      'Let your breath arrive on its own. Notice the air coming in through your nose, cool, and leaving a little warmer. You do not need to change it yet.',
      'Now we will slow it down together. Breathe in for a count of four: one, two, three, four. And out for a count of six: one, two, three, four, five, six.',
    ],
    body: [
      'Again, in for four, and out for six. The longer out-breath tells your body that, right now, nothing needs chasing.',
      'Keep this rhythm on your own. If you lose count, simply start again at one. Starting again is the practice.',
      'Bring to mind one thing about money that has been on your mind this week. Hold it lightly, as if it were a letter on the table in front of you.',
      'Notice where you feel it in the body. Perhaps the chest, the jaw or the stomach. Breathe out slowly towards that place, and let it soften a little.',
      'Say quietly to yourself: I can look at this calmly. I can take one small step. Let the words settle with your next long breath out.',
      'Picture that one small step: a bill opened, a number written down, a message sent. See yourself doing it with steady hands.',
    ],
    closing: [
      'Let the counting go, and let your breath find its own pace again.',
      'Feel the weight of your body, the floor under your feet, and the sounds of the room around you.',
      'When you are ready, open your eyes. You have just practised calm, and you can come back to it any time.',
    ],
  }),
  guidedScript('morning-intention', 10, {
    opening: [
      'Good morning. Sit up tall, let your eyes close, and notice the first breath of your day.',
      'Breathe in through the nose, and let a long breath out through the mouth.',
      'Feel your feet on the ground. The day has not asked anything of you yet.',
    ],
    body: [
      'Ask yourself: how do I want to feel by this evening? Let one word come to mind.',
      'Picture one moment today where you act from that word. See it clearly.',
      'Say quietly: today I choose to be, and finish the sentence with your word.',
    ],
    closing: [
      'Take a fuller breath now, and let some brightness into your face.',
      'Stretch your arms if you like, and feel ready to begin.',
      'Open your eyes. Your intention goes with you.',
    ],
  }),
  guidedScript('sunrise-breath', 8, {
    opening: [
      'Welcome to a short morning breath practice. Sit or stand comfortably.',
      'Breathe in for four counts, lifting the chest gently, and out for four.',
      'Keep this even rhythm, in for four and out for four.',
    ],
    body: [
      'As you breathe in, imagine the sun rising behind you, warming your back.',
      'As you breathe out, let the warmth spread into your arms and hands.',
    ],
    closing: [
      'Let the breath return to its own natural pace.',
      'Notice how awake you feel, without forcing anything.',
      'Open your eyes and greet the day.',
    ],
  }),
  guidedScript('deep-focus', 15, {
    opening: [
      'Welcome. Before you begin your work, take a few minutes to gather your attention.',
      'Close your eyes and let the breath set the pace, slow and even.',
      'Notice the thoughts about what you need to do. Let them line up and wait.',
    ],
    body: [
      'Bring your attention to the feeling of the breath at the tip of the nose.',
      'When your mind wanders, notice where it went, and come back without judging.',
      'Each return is a repetition, like lifting a weight. It is the whole practice.',
      'Now choose the one task that matters most for the next hour.',
      'See yourself starting it: the first file, the first sentence, the first call.',
      'Let everything else stay outside the door for now. It will keep.',
    ],
    closing: [
      'Keep that single task in mind as your breath deepens.',
      'Feel your hands, your seat, and the room around you.',
      'Open your eyes, and begin with the first small step.',
    ],
  }),
  ambientScript('focus-field', 20, {
    opening: [
      'Welcome to a focus soundscape. Let the sound hold the background while you work or rest.',
      'A soft bell will mark every five minutes. Return to your task whenever you hear it.',
    ],
    closing: [
      'This focus block is nearly finished. Let your shoulders drop.',
      'Take a breath, and give yourself a short break.',
    ],
  }),
  guidedScript('gratitude-ledger', 10, {
    opening: [
      'Welcome. Settle in, and let your breathing find its own rhythm.',
      'Imagine an open notebook in front of you, a ledger kept only for good things.',
      'Breathe in slowly, and let the out-breath be soft.',
    ],
    body: [
      'Write the first entry: someone who helped you recently. See their face.',
      'Add a second entry: something your body let you do today.',
      'Add a third: a small comfort you often overlook, like warm water or a quiet moment.',
      'Look at the page. Notice how full it already is.',
    ],
    closing: [
      'Close the notebook gently, knowing you can add to it any time.',
      'Feel the gratitude settle in your chest as you breathe.',
      'Open your eyes when you are ready.',
    ],
  }),
  guidedScript('confident-ask', 12, {
    opening: [
      'Welcome. This practice prepares you for a conversation that matters to you.',
      'Sit tall, let your chin level, and breathe low into your belly.',
      'Feel your feet rooted. You have every right to take up this space.',
    ],
    body: [
      'Picture the person you will speak with. See the room and where you will sit.',
      'Hear yourself say what you want in one clear sentence, calmly and slowly.',
      'Notice their response, whatever it is. Feel yourself stay steady and kind.',
      'Remember a time you did something hard and it went well. Borrow that feeling.',
    ],
    closing: [
      'Let your breath stay low and even as you return.',
      'Carry that steady posture with you into the real conversation.',
      'Open your eyes. You are ready.',
    ],
  }),
  guidedScript('generous-heart', 15, {
    opening: [
      'Welcome. Let your body settle and your breathing slow.',
      'Place a hand on your chest if you like, and feel it rise and fall.',
      'This practice is about the flow of giving and receiving.',
    ],
    body: [
      'Think of a time someone gave you something freely. Let yourself receive it again.',
      'Now think of a time you gave freely. Notice how that felt in your body.',
      'Imagine a stream running through your hands, coming in and going out.',
      'With each breath in, receive. With each breath out, let something flow onward.',
      'Think of one person you could support this week, in a small and practical way.',
      'Feel how generosity and having enough grow together.',
    ],
    closing: [
      'Let the stream keep flowing quietly as you come back.',
      'Notice the weight of your hands and the sounds around you.',
      'Open your eyes, and take that openness into your day.',
    ],
  }),
];
