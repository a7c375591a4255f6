import { computedInputs, type ProformaValues } from '@shared/calc/proforma.ts';
import { INPUT_FIELDS, type InputFieldName, isInputFieldName } from '@shared/domain/proforma.ts';
import type { InputItem, InputsResponse } from '@shared/schemas/proforma-responses.ts';

/** An input item of a field with its category, unit and description. */
export const inputItem = (field_name: InputFieldName, value: number): InputItem => ({
  category: INPUT_FIELDS[field_name].category,
  field_name,
  value,
  unit: INPUT_FIELDS[field_name].unit,
  description: INPUT_FIELDS[field_name].description,
});

/** The values of saved items by field name (items of fields no longer known are left out). */
export const valuesOf = (items: InputItem[]): ProformaValues =>
  Object.fromEntries(items.filter((i) => isInputFieldName(i.field_name)).map((i) => [i.field_name, i.value]));

/** A session's saved inputs with the two computed from them. */
export function inputsResponse(items: InputItem[]): InputsResponse {
  return { results: items, computed: computedInputs(valuesOf(items)) };
}
