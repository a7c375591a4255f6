// An input of one module of the shared doc, labelled and formatted by FIELD_SPECS.
import type { InputField, ModuleKey } from '@shared/collab';
import { fieldSpec } from '@shared/collab';
import { useClearviewSession } from '../session-context';
import { LiveInput } from './live-input';

interface Props<M extends ModuleKey> {
  module: M;
  field: InputField<M>;
  value: number | string;
  className?: string;
}

export function CalcInput<M extends ModuleKey>({ module, field, value, className }: Props<M>) {
  const session = useClearviewSession();
  const spec = fieldSpec(module, field);
  return (
    <LiveInput
      label={spec.label}
      hint={spec.hint}
      format={spec.format}
      value={value}
      at={{ module, field }}
      onEdit={(raw) => session.edit(module, field, raw)}
      className={className}
    />
  );
}
