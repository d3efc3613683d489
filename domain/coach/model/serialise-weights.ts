import type { CoachWeights } from './coach-weights';

/**
 * weights.json as the training script writes it: one line per class's weights, so a retrain shows
 * as a readable diff and the file stays small.
 */
export function serialiseWeights(weights: CoachWeights): string {
  const model = (name: string, value: CoachWeights['safety']) =>
    [
      `  "${name}": {`,
      `    "classes": ${JSON.stringify(value.classes)},`,
      '    "weights": [',
      value.weights.map((row) => `      ${JSON.stringify(row)}`).join(',\n'),
      '    ]',
      '  }',
    ].join('\n');
  return `{\n  "version": ${weights.version},\n  "trainedOn": "${weights.trainedOn}",\n${model('safety', weights.safety)},\n${model('topics', weights.topics)}\n}\n`;
}
