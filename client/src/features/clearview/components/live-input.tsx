// An input bound to a shared value: shows it formatted when not focused, writes every keystroke
// (so the other side sees it at once) and settles on commit (blur or Enter: "abc" becomes 0).
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { parseNumeric } from '@shared/calc';
import { MAX_TEXT_LENGTH, type FieldFocus } from '@shared/collab';
import { FieldFrame, controlClass, cx } from '@client/components/ui';
import { editableText, formatFigure } from '../lib/display';
import type { DisplayFormat } from '../lib/field-specs';
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

export function LiveInput({ label, hint, format, value, at, onEdit, className }: LiveInputProps) {
  const session = useClearviewSession();
  const isText = format === 'text';
  // The typed text while focused; null when showing the doc value.
  const [draft, setDraft] = useState<string | null>(null);
  const editors = editorsOf(session.participants, at);
  const input = useRef<HTMLInputElement>(null);
  const selectAll = useRef(false);

  // Select the raw value once it replaced the formatted one, before the next keystroke is handled
  // (focus is a discrete event, so this render is flushed synchronously).
  useLayoutEffect(() => {
    if (!selectAll.current || draft === null) return;
    selectAll.current = false;
    input.current?.select();
  }, [draft]);

  // A value that differs from what the draft means was set by someone else (or capped): show it.
  const shown =
    draft === null ? formatFigure(value, format) : isText || parseNumeric(draft) === value ? draft : editableText(value, format);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && draft !== null) setDraft(editableText(value, format));
  };

  return (
    <FieldFrame label={label} hint={hint} className={className}>
      {(ids) => (
        <PeerRing editors={editors}>
          <input
            ref={input}
            id={ids.id}
            type="text"
            inputMode={isText ? 'text' : 'decimal'}
            // The doc keeps at most MAX_TEXT_LENGTH characters of text; the field says so up front.
            maxLength={isText ? MAX_TEXT_LENGTH : undefined}
            autoComplete="off"
            aria-describedby={ids.describedBy}
            readOnly={session.readOnly}
            className={cx(controlClass(false), !isText && 'text-right tabular-nums')}
            value={shown}
            placeholder={isText ? '' : '0'}
            onFocus={() => {
              session.focus(at);
              if (session.readOnly) return;
              selectAll.current = true;
              setDraft(editableText(value, format));
            }}
            onBlur={() => {
              setDraft(null);
              session.focus({ module: at.module, field: '' });
            }}
            onChange={(e) => {
              if (session.readOnly) return;
              setDraft(e.target.value);
              onEdit(e.target.value);
            }}
            onKeyDown={onKeyDown}
          />
        </PeerRing>
      )}
    </FieldFrame>
  );
}
