// An input of one module of the shared doc, labelled and formatted by FIELD_SPECS.
import type { InputField, ModuleKey } from '@shared/collab';
import { fieldSpec } from '@shared/collab';
import { useModuleInputs } from '../hooks/use-clearview-doc';
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

/**
 * Inputs of one module in the given order, each with its stored value; `wide` ones span both columns
 * of a two-column grid.
 */
export function ModuleInputs<M extends ModuleKey>({
  module,
  fields,
  wide = [],
}: {
  module: M;
  fields: InputField<M>[];
  wide?: InputField<M>[];
}) {
  const { doc } = useClearviewSession();
  const inputs = useModuleInputs(doc, module);
  return fields.map((field) => (
    <CalcInput
      key={field}
      module={module}
      field={field}
      value={inputs[field] as number | string}
      className={wide.includes(field) ? 'sm:col-span-2' : undefined}
    />
  ));
}
