import { useState } from 'react';
import {
  INTENTION_IDS,
  INTENTION_LABELS,
  OWN_INTENTION_LIMITS,
  type Intention,
} from '#domain/onboarding/onboarding';
import { Input, Label } from '#web/components/ui/form-controls';
import { ChoiceButton } from './choice-button';

/** Step one: what the member would like their practice to help with. */
export function IntentionStep({
  value,
  onChange,
}: {
  value: Intention | null;
  onChange: (intention: Intention | null) => void;
}) {
  const [ownText, setOwnText] = useState(value?.id === 'own' ? value.text : '');
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Your intention</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {INTENTION_IDS.map((id) => (
          <ChoiceButton key={id} chosen={value?.id === id} onClick={() => onChange({ id })}>
            {INTENTION_LABELS[id]}
          </ChoiceButton>
        ))}
      </div>
      <div>
        <Label htmlFor="own-intention">Or in your own words</Label>
        <Input
          id="own-intention"
          value={ownText}
          maxLength={OWN_INTENTION_LIMITS.max}
          placeholder="Stop worrying about rent"
          onChange={(event) => {
            setOwnText(event.target.value);
            const text = event.target.value.trim();
            onChange(text ? { id: 'own', text } : null);
          }}
        />
      </div>
    </fieldset>
  );
}
