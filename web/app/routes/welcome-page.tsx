import { useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  FIRST_SESSION_ID,
  beatPresetFor,
  onboardingReturnPath,
  type Intention,
  type UpdateOnboarding,
} from '#domain/onboarding/onboarding';
import { BrandMark } from '#web/components/brand-mark';
import { Button } from '#web/components/ui/button';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { usePushDevice } from '#web/features/account/use-push-device';
import { useOnboarding, useUpdateOnboarding } from '#web/features/onboarding/api';
import { FirstSessionOffer } from '#web/features/onboarding/first-session-offer';
import { IntentionStep } from '#web/features/onboarding/intention-step';
import { PracticeTimeStep } from '#web/features/onboarding/practice-time-step';
import { ReminderStep } from '#web/features/onboarding/reminder-step';
import { useSignedInUser } from '#web/lib/use-signed-in-user';

const STEP_COUNT = 3;
const DEFAULT_TIME = '08:00';
/** Where the first session opens: the full-screen player, playing with the intention's beats. */
const firstSessionPath = (intention: Intention | null) =>
  `/meditate?session=${FIRST_SESSION_ID}&play=1&beats=${beatPresetFor(intention)}`;

const QUESTIONS = [
  'What would you like your practice to help with?',
  'When do you usually have a few quiet minutes?',
  'Would you like a daily reminder?',
] as const;

/**
 * /welcome: onboarding right after the first sign-in (docs/onboarding.md). Three skippable steps,
 * each saved as it is answered, then the first session; "Skip setup" ends it at once. Finishing
 * returns to `next` (where the member was going when they were sent here).
 */
export default function WelcomePage() {
  const user = useSignedInUser();
  const stored = useOnboarding();
  const update = useUpdateOnboarding();
  const push = usePushDevice();
  const [, navigate] = useLocation();
  const next = onboardingReturnPath(new URLSearchParams(useSearch()).get('next'));
  const [step, setStep] = useState(0);
  const [intention, setIntention] = useState<Intention | null>(null);
  const [practiceTime, setPracticeTime] = useState<string | null>(null);
  const answers = stored.data;
  const chosenIntention = intention ?? answers?.intention ?? null;
  const chosenTime = practiceTime ?? answers?.practiceTime ?? null;
  const done = step >= STEP_COUNT;

  const save = (body: UpdateOnboarding, then: () => void) => update.mutate(body, { onSuccess: then });
  const advance = () => setStep((current) => current + 1);
  const finish = (finishAs: 'completed' | 'skipped', to: string) =>
    save({ finish: finishAs }, () => navigate(to, { replace: true }));

  const answerStep = () => {
    if (step === 0 && chosenIntention) save({ intention: chosenIntention }, advance);
    else if (step === 1 && chosenTime) save({ practiceTime: chosenTime }, advance);
    else advance();
  };
  const remind = () => {
    const time = chosenTime ?? DEFAULT_TIME;
    save({ practiceTime: time, reminder: true }, () => {
      // The permission prompt follows the tap; a browser that refuses still keeps the reminder time.
      if (push.state === 'off') push.enable.mutate();
      advance();
    });
  };

  return (
    <div className="min-h-dvh bg-night px-4 py-6 sm:py-10">
      <main id="main" tabIndex={-1} className="mx-auto flex max-w-xl flex-col gap-6 outline-none">
        <div className="flex items-center justify-between gap-3">
          <BrandMark compact />
          {done ? null : (
            <Button
              variant="ghost"
              size="sm"
              disabled={update.isPending}
              onClick={() => finish('skipped', next)}
            >
              Skip setup
            </Button>
          )}
        </div>
        {done ? (
          <Step
            title={`You are all set${user.firstName ? `, ${user.firstName}` : ''}`}
            lead="Begin with five unhurried minutes. Headphones help: the beats need one tone in each ear."
          >
            <FirstSessionOffer
              prominent
              busy={update.isPending}
              onStart={() => finish('completed', firstSessionPath(chosenIntention))}
            />
            <Button variant="ghost" disabled={update.isPending} onClick={() => finish('completed', next)}>
              Not now, take me to Today
            </Button>
          </Step>
        ) : (
          <>
            <ProgressBar
              value={((step + 1) / STEP_COUNT) * 100}
              label={`Step ${step + 1} of ${STEP_COUNT}`}
            />
            <Step title={QUESTIONS[step] ?? ''} lead={`Step ${step + 1} of ${STEP_COUNT}`}>
              {step === 0 ? <IntentionStep value={chosenIntention} onChange={setIntention} /> : null}
              {step === 1 ? <PracticeTimeStep value={chosenTime} onChange={setPracticeTime} /> : null}
              {step === 2 ? (
                <ReminderStep time={chosenTime ?? DEFAULT_TIME} busy={update.isPending} onRemind={remind} />
              ) : null}
              <div className="flex flex-wrap justify-between gap-2">
                <Button variant="ghost" onClick={step === 0 ? advance : () => setStep(step - 1)}>
                  {step === 0 ? 'Skip this step' : 'Back'}
                </Button>
                <div className="flex gap-2">
                  {step > 0 ? (
                    <Button variant="ghost" onClick={advance}>
                      {step === 2 ? 'No reminder' : 'Skip'}
                    </Button>
                  ) : null}
                  {step < 2 ? (
                    <Button onClick={answerStep} disabled={update.isPending}>
                      Continue
                    </Button>
                  ) : null}
                </div>
              </div>
            </Step>
            <FirstSessionOffer
              busy={update.isPending}
              onStart={() => finish('completed', firstSessionPath(chosenIntention))}
            />
          </>
        )}
      </main>
    </div>
  );
}

function Step({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-5" aria-labelledby="welcome-step-title">
      <div>
        <p className="text-sm text-muted">{lead}</p>
        <h1 id="welcome-step-title" className="mt-1 text-3xl leading-tight text-ink sm:text-4xl">
          {title}
        </h1>
      </div>
      {children}
    </section>
  );
}
