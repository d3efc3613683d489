import { checkSafety, withModelSignal, type SafetyVerdict } from '#domain/coach/safety-check';
import { streamChat, type ChatStreamOptions } from './chat-stream';

/**
 * The chat model asked as one more safety signal (docs/coach.md, "The safety check"): a short yes/no
 * question with its own short timeout. It is never the only signal and never lowers one: its yes
 * raises 'none' to 'uncertain', and a failure, a timeout or any other answer is no signal at all.
 * The model never writes a safety reply; the coach's committed words do.
 */
const MODEL_SAFETY_TIMEOUT_MS = 4_000;

const QUESTION = [
  'You are one safety check of a wellness app. Read the member message and answer with one word.',
  'Answer "yes" if the writer may be thinking about suicide, self-harm or ending their life, even indirectly.',
  'Answer "no" otherwise, including figures of speech like "this budget is killing me".',
].join(' ');

/** true for a yes, false for a no, null for no signal (failure, timeout or another answer). */
export async function askModelAboutSafety(
  model: ChatStreamOptions,
  message: string,
  timeoutMs = MODEL_SAFETY_TIMEOUT_MS,
): Promise<boolean | null> {
  let answer = '';
  try {
    for await (const piece of streamChat({ ...model, idleTimeoutMs: timeoutMs, totalTimeoutMs: timeoutMs }, [
      { role: 'system', content: QUESTION },
      { role: 'user', content: message },
    ]))
      answer += piece;
  } catch {
    return null;
  }
  const word = /^\W*(yes|no)\b/i.exec(answer)?.[1]?.toLowerCase();
  return word === undefined ? null : word === 'yes';
}

/**
 * The safety verdict for a message: the committed check, then, with a chat model configured and
 * no crisis already found, the model's answer as one more signal.
 */
export async function checkSafetyWithModel(
  model: ChatStreamOptions | null,
  message: string,
): Promise<SafetyVerdict> {
  const verdict = checkSafety(message);
  if (!model || verdict.level === 'crisis') return verdict;
  return withModelSignal(verdict, await askModelAboutSafety(model, message));
}
