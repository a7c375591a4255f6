// An input bound to a shared value: shows it formatted when not focused, writes every keystroke
// (so the other side sees it at once). Numbers go through the one NumberInput (thousands separators
// while typing, letters refused); the compensation plan is free text.
import { useState } from 'react';
import { parseNumeric } from '@shared/calc';
import { type DisplayFormat, MAX_TEXT_LENGTH, type FieldFocus, formatFigure } from '@shared/collab';
import { FieldFrame, NumberInput, controlClass, textFromNumber } from '@client/components/ui';
import { editorsOf } from '../hooks/use-presence';
import { useClearviewSession } from '../session-context';
import { PeerRing } from './peer-ring';

interface LiveInputProps {
  label: string;
  hint?: string;
  format: DisplayFormat;
  value: number | string;
  /** Where this input is, for presence (rings and the recruit's current module). */
  at: FieldFocus;
  onEdit(raw: string): void;
  className?: string;
}

/** Most decimals typed per format: percents to 3 (2.125 %), money and plain figures to cents. */
const DECIMALS: Record<Exclude<DisplayFormat, 'text'>, number> = { currency: 2, percent: 3, number: 2 };

export function LiveInput({ label, hint, format, value, at, onEdit, className }: LiveInputProps) {
  const session = useClearviewSession();
  const editors = editorsOf(session.participants, at);
  const focus = {
    onFocus: () => session.focus(at),
    onBlur: () => session.focus({ module: at.module, field: '' }),
  };
  return (
    <FieldFrame label={label} hint={hint} className={className}>
      {(ids) => (
        <PeerRing editors={editors}>
          {format === 'text' ? (
            <TextInput id={ids.id} describedBy={ids.describedBy} value={String(value)} onEdit={onEdit} {...focus} />
          ) : (
            <NumberInput
              id={ids.id}
              aria-describedby={ids.describedBy}
              readOnly={session.readOnly}
              className="text-right"
              placeholder="0"
              selectOnFocus
              decimals={DECIMALS[format]}
              value={parseNumeric(value)}
              formatIdle={(v) => formatFigure(v ?? 0, format)}
              onValueChange={(v) => !session.readOnly && onEdit(textFromNumber(v))}
              {...focus}
            />
          )}
        </PeerRing>
      )}
    </FieldFrame>
  );
}

/** The free-text field (current compensation plan): the typed text while focused, the doc's otherwise. */
function TextInput({
  id,
  describedBy,
  value,
  onEdit,
  onFocus,
  onBlur,
}: {
  id: string;
  describedBy?: string;
  value: string;
  onEdit(raw: string): void;
  onFocus(): void;
  onBlur(): void;
}) {
  const session = useClearviewSession();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      id={id}
      type="text"
      // The doc keeps at most MAX_TEXT_LENGTH characters of text; the field says so up front.
      maxLength={MAX_TEXT_LENGTH}
      autoComplete="off"
      aria-describedby={describedBy}
      readOnly={session.readOnly}
      className={controlClass(false)}
      value={draft ?? value}
      onFocus={() => {
        onFocus();
        if (!session.readOnly) setDraft(value);
      }}
      onBlur={() => {
        setDraft(null);
        onBlur();
      }}
      onChange={(e) => {
        if (session.readOnly) return;
        setDraft(e.target.value);
        onEdit(e.target.value);
      }}
    />
  );
}
