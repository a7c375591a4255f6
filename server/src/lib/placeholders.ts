/** Replaces {name} placeholders it knows; anything else in braces is left as written. */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, key: string) => (key in values ? values[key] : whole));
}
