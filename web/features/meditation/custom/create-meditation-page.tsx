import { Lock, Play, Square } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useDraftRequestId } from '#web/lib/use-draft-request-id';
import type { LockedAction } from '#web/lib/plan-lock';
import { useFeatureLock } from '#web/lib/use-feature-lock';
import { UpgradeSheet } from '#web/lib/upgrade-sheet';
import { CUSTOM_LIMITS, CustomMeditationInputSchema, type Beats } from '#domain/meditation/custom';
import { BELL_INTERVAL_MINUTES } from '#domain/meditation/bells';
import { Button, buttonClass } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { FieldError, Input, Label } from '#web/components/ui/form-controls';
import { PageHeader } from '#web/components/ui/page-header';
import { useCreateCustomMeditation } from '#web/features/meditation/api';
import { CueEditor, type CueDraft } from './cue-editor';
import { BeatsEditor, MixEditor, type MixDraft } from './sound-design';
import { PREVIEW_SECONDS, usePreview } from './use-preview';

/** "cues[0].atSeconds: message", the same naming the server uses. */
function describeIssue(issue: { path: PropertyKey[]; message: string }) {
  const field = issue.path.map((part, i) =>
    typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`,
  );
  return `${field.join('')}: ${issue.message}`;
}

function Section({ title, hint, children }: { title: string; hint: string; children: React.ReactNode }) {
  return (
    <Card className="grid gap-4">
      <div>
        <h2 className="text-2xl text-ink">{title}</h2>
        <p className="mt-1 text-sm text-muted">{hint}</p>
      </div>
      {children}
    </Card>
  );
}

/**
 * /meditate/create: the Premium builder, with a 10-second preview before saving. A member whose plan
 * lacks it sees what unlocks it instead of a form they could not save.
 */
export default function CreateMeditationPage() {
  const lock = useFeatureLock('customMeditations');
  return lock.locked ? <LockedBuilder lock={lock} /> : <Builder />;
}

function LockedBuilder({ lock }: { lock: LockedAction }) {
  const { plan } = lock;
  const [sheetOpen, setSheetOpen] = useState(true);
  return (
    <>
      <PageHeader
        title="Create a meditation"
        subtitle={`Write your own guided session with its soundscapes, beats and bells. Included in ${plan.name}.`}
      />
      <Card className="flex flex-col items-start gap-4">
        <p className="text-muted">
          Your plan plays every free session in the library. Building your own is part of {plan.name}.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setSheetOpen(true)}>
            <Lock size={16} strokeWidth={1.75} aria-hidden /> See what {plan.name} adds
          </Button>
          <Link href="/meditate" className={buttonClass('secondary')}>
            Back to the sessions
          </Link>
        </div>
      </Card>
      <UpgradeSheet open={sheetOpen} onOpenChange={setSheetOpen} lock={lock} />
    </>
  );
}

function Builder() {
  const [, navigate] = useLocation();
  const [title, setTitle] = useState('');
  const [durationMinutes, setDuration] = useState(10);
  const [mix, setMix] = useState<MixDraft>({ rain: 0.4 });
  const [beats, setBeats] = useState<Beats>({ mode: 'off' });
  const [bellIntervalMinutes, setBell] = useState(0);
  const [cues, setCues] = useState<CueDraft[]>([{ atSeconds: 3, text: '' }]);
  const [error, setError] = useState<string | null>(null);
  const preview = usePreview();
  const save = useCreateCustomMeditation();
  const draft = useDraftRequestId();

  const parse = () => {
    const soundscapes = Object.entries(mix)
      .filter(([, volume]) => volume > 0)
      .map(([id, volume]) => ({ id, volume }));
    const result = CustomMeditationInputSchema.safeParse({
      title,
      durationMinutes,
      soundscapes,
      beats,
      bellIntervalMinutes,
      cues,
    });
    const issue = result.error?.issues[0];
    setError(issue ? describeIssue(issue) : null);
    return result.success ? result.data : null;
  };

  return (
    <>
      <PageHeader
        title="Create a meditation"
        subtitle="Your words, your soundscape, your beats. Preview ten seconds, then save it to your session list."
      />
      <form
        noValidate
        className="grid max-w-3xl gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          const design = parse();
          if (design)
            save.mutate(
              { ...design, requestId: draft.requestId },
              { onSuccess: () => navigate('/meditate') },
            );
        }}
      >
        <Section title="Basics" hint="A name you will recognise in the list, and how long it lasts.">
          <div className="grid gap-4 sm:grid-cols-[1fr_160px]">
            <div>
              <Label htmlFor="custom-title">Title</Label>
              <Input
                id="custom-title"
                value={title}
                maxLength={CUSTOM_LIMITS.title.max}
                onChange={(event) => setTitle(event.target.value)}
              />
            </div>
            <div>
              <Label htmlFor="custom-duration">Duration (minutes)</Label>
              <Input
                id="custom-duration"
                type="number"
                min={1}
                max={CUSTOM_LIMITS.durationMinutes.max}
                value={durationMinutes}
                onChange={(event) => setDuration(Number(event.target.value))}
                className="tabular"
              />
            </div>
          </div>
        </Section>
        <Section
          title="Sound"
          hint="Mix any soundscapes, add beats if you like, and a bell every few minutes."
        >
          <MixEditor mix={mix} onChange={setMix} />
          <BeatsEditor beats={beats} onChange={setBeats} />
          <div className="max-w-56">
            <Label htmlFor="custom-bell">Interval bell (minutes, 0 = none)</Label>
            <Input
              id="custom-bell"
              type="number"
              min={0}
              max={BELL_INTERVAL_MINUTES.max}
              value={bellIntervalMinutes}
              onChange={(event) => setBell(Number(event.target.value))}
              className="tabular"
            />
          </div>
        </Section>
        <Section title="Your words" hint="Each cue is spoken by the voice at its time, with captions.">
          <CueEditor cues={cues} durationSeconds={durationMinutes * 60} onChange={setCues} />
        </Section>
        <FieldError id="custom-error">{error}</FieldError>
        <div className="flex flex-wrap items-center gap-3">
          {preview.previewing ? (
            <Button variant="secondary" onClick={preview.stop}>
              <Square size={20} strokeWidth={1.75} aria-hidden /> Stop preview ({preview.secondsLeft} s)
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={() => {
                const design = parse();
                if (design) preview.start(design);
              }}
            >
              <Play size={20} strokeWidth={1.75} aria-hidden /> Preview {PREVIEW_SECONDS} seconds
            </Button>
          )}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save meditation'}
          </Button>
          <Link href="/meditate" className={buttonClass('ghost')}>
            Cancel
          </Link>
        </div>
      </form>
    </>
  );
}
