/**
 * A form's first values with a blank choice filled in when there is only one option: the only
 * league of a new team, the only gym of a new game. The form starts with it, so it is not a
 * change the admin made and leaving asks nothing.
 */
export function withOnlyChoice<Values extends object>(
  values: Values,
  field: keyof Values & string,
  options: readonly { id: number }[],
): Values {
  return values[field] === '' && options.length === 1 ? { ...values, [field]: String(options[0]!.id) } : values;
}

/** The value a select starts with: the only option's, or blank to choose from several. */
export const onlyChoice = (options: readonly { id: number }[]): string =>
  options.length === 1 ? String(options[0]!.id) : '';
