import { LABELLED_SET, splitLabelled, withTuningCases, type LabelledSet } from '#domain/coach/labelled/labelled-set';
import { trainCoachModels } from '#domain/coach/model/train-coach';
import { toScoring, probabilities } from '#domain/coach/model/softmax-model';
import { featuresOf } from '#domain/coach/model/features';
import { normalise } from '#domain/coach/normalise';
import { crisisSigns } from '#domain/coach/crisis-lexicon';
const training = withTuningCases(splitLabelled(LABELLED_SET).training);
const K = 5;
const fold = <T,>(items: readonly T[], k: number) => items.filter((_, i) => i % K === k);
const rest = <T,>(items: readonly T[], k: number) => items.filter((_, i) => i % K !== k);
const crisisP: { text: string; p: number; lex: string[] }[] = [];
const idiomP: { text: string; p: number; lex: string[] }[] = [];
const topicP: { text: string; p: number; lex: string[] }[] = [];
let topicRight = 0, topicAll = 0; const topicMiss: string[] = [];
for (let k = 0; k < K; k += 1) {
  const part: LabelledSet = { crisis: rest(training.crisis, k), idioms: rest(training.idioms, k), topics: rest(training.topics, k) };
  const w = trainCoachModels(part);
  const safety = toScoring(w.safety); const topics = toScoring(w.topics);
  const score = (text: string) => { const n = normalise(text); return { text, p: probabilities(safety, featuresOf(n)).get('crisis') ?? 0, lex: crisisSigns(n) }; };
  crisisP.push(...fold(training.crisis, k).map(score));
  idiomP.push(...fold(training.idioms, k).map(score));
  topicP.push(...fold(training.topics, k).map(([, t]) => score(t)));
  for (const [label, text] of fold(training.topics, k)) {
    const shares = probabilities(topics, featuresOf(normalise(text)));
    let best = 'unclear', top = 0.3; for (const [c, s] of shares) if (s >= top) { top = s; best = c; }
    topicAll += 1; if (best === label) topicRight += 1; else topicMiss.push(`${text} -> ${best} (${label})`);
  }
}
const CR = Number(process.env.CR ?? 0.5), UN = Number(process.env.UN ?? 0.2);
const missed = crisisP.filter((x) => x.lex.length === 0 && x.p < CR);
console.log(`OOF crisis recall ${(1 - missed.length / crisisP.length) * 100}% of ${crisisP.length}; lexicon alone ${crisisP.filter(x=>x.lex.length).length}`);
console.log('missed (p):', missed.map((x) => `${x.p.toFixed(2)} ${x.text}`).join('\n  '));
const fpI = idiomP.filter((x) => x.lex.length > 0 || x.p >= CR);
console.log(`OOF idioms crisis ${fpI.length}/${idiomP.length}; uncertain ${idiomP.filter(x=>!x.lex.length && x.p<CR && x.p>=UN).length}`);
console.log('idiom FP:', fpI.map((x) => `${x.p.toFixed(2)} ${x.lex} ${x.text}`).join('\n  '));
const fpT = topicP.filter((x) => x.lex.length > 0 || x.p >= CR);
console.log(`OOF topics crisis ${fpT.length}/${topicP.length}:`, fpT.map((x) => `${x.p.toFixed(2)} ${x.lex} ${x.text}`).join('\n  '));
console.log(`OOF topic accuracy ${(100*topicRight/Math.max(1,topicAll)).toFixed(1)}% of ${topicAll}`);
if (process.env.TOPICS) console.log(topicMiss.join('\n'));
