// The form skeleton the editing machines share, written once: the values typed, each field's problem (shown when a
// submit is refused, gone as soon as that field is typed again), and a submit that goes on only when nothing is
// wrong. Each machine still spells out its own states and names its own guard and actions in setup.

/** A field typed again: its new value, and its problem gone (the other fields' stay until the next submit). */
export function fieldChanged<TValues extends Partial<Record<string, string>>, TProblem>(
  form: { values: TValues; problems: Partial<Record<string, TProblem>> },
  field: keyof TValues & string,
  value: string,
): { values: TValues; problems: Partial<Record<string, TProblem>> } {
  return { values: { ...form.values, [field]: value }, problems: withoutProblem(form.problems, field) };
}

/** The problems without the one of this field (or choice), which the player has just changed. */
export function withoutProblem<TProblem>(problems: Partial<Record<string, TProblem>>, field: string): Partial<Record<string, TProblem>> {
  return Object.fromEntries(Object.entries(problems).filter(([key]) => key !== field));
}

/** What a form's rule found is nothing: it may be sent. */
export const hasNoProblems = (problems: object) => Object.keys(problems).length === 0;

/**
 * The editing state's `form.submit`: on to `target` (the state that sends the form) when the guard `formIsValid`
 * passes, else the action `showProblems` shows what stops it.
 */
export const submitWhenValid = <TTarget extends string>(target: TTarget) => [{ guard: "formIsValid", target }, { actions: "showProblems" }] as const;
