import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage, type Language } from '@fleetwatt/shared';
import { ApiError } from './api-client.ts';
import { uiLanguage } from './format.ts';
import { notifyError, notifySuccess } from './notify.ts';

export interface ZodFormOptions {
  /** The field's name as the form shows it; the humanised path when it answers undefined. */
  label?: (path: readonly PropertyKey[]) => string | undefined;
  /** Fixed language, for tests; the dashboard's language otherwise. */
  lang?: Language;
}

/**
 * react-hook-form validation with a shared zod schema, in the spec's words (section 5): the field's
 * name, then the generic message for the kind of problem, in the dashboard's language.
 */
export function zodFormResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: ZodFormOptions = {},
): Resolver<Input, unknown, Output> {
  return async (values, _context, resolverOptions) => {
    // The input in each issue tells a missing value ("is required") from a wrong one.
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) {
      if (resolverOptions.shouldUseNativeValidation) validateFieldsNatively({}, resolverOptions);
      return { values: result.data, errors: {} };
    }
    const lang = options.lang ?? uiLanguage();
    const all = resolverOptions.criteriaMode === 'all';
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.length ? issue.path.map(String).join('.') : 'root';
      const message = issueMessage(issue, lang, options.label);
      const existing = flat[name];
      if (!existing) flat[name] = { type: issue.code, message, ...(all ? { types: { [issue.code]: message } } : {}) };
      else if (all) existing.types = { ...existing.types, [issue.code]: existing.types?.[issue.code] ?? message };
    }
    return { values: {}, errors: toNestErrors<Input>(flat as FieldErrors, resolverOptions) };
  };
}

/**
 * The same check for a form without react-hook-form: each field's first message, in the dashboard's
 * language with the field named as the form shows it, or null when the values pass.
 */
export function zodFieldErrors(schema: z.ZodType, values: unknown, options: ZodFormOptions = {}): Record<string, string> | null {
  const result = schema.safeParse(values, { reportInput: true });
  if (result.success) return null;
  const lang = options.lang ?? uiLanguage();
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.length ? issue.path.map(String).join('.') : 'root';
    errors[name] ??= issueMessage(issue, lang, options.label);
  }
  return errors;
}

/** Every path of a values object, nested ones included: { a: { b: 1 }, c: [{ d: 2 }] } -> a, a.b, c, c.0, c.0.d. */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (!values || typeof values !== 'object' || values instanceof Date || (typeof File !== 'undefined' && values instanceof File)) return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    const path = prefix ? `${prefix}.${key}` : key;
    out.push(path, ...fieldPaths(value, path));
  }
  return out;
}

/**
 * Puts the field errors of a failed save onto the form's fields; everything else, including field
 * errors for fields the form does not have, becomes an error toast.
 * Answers whether any field got an error.
 */
export function applyApiErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  options: { fields?: readonly string[]; title?: string } = {},
): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'validation' || !error.errors?.length) {
    notifyError(error, options.title);
    return false;
  }
  const known = new Set(options.fields ?? fieldPaths(form.getValues()));
  const rest: string[] = [];
  let placed = 0;
  for (const e of error.errors) {
    if (known.has(e.field)) {
      form.setError(e.field as Path<T>, { type: 'server', message: e.message }, { shouldFocus: placed === 0 });
      placed++;
    } else {
      rest.push(e.message);
    }
  }
  if (rest.length) notifyError(rest.join('\n'), options.title ?? error.message);
  return placed > 0;
}

/**
 * A dialog form's submit: saves the values and shows the success message `save` answers, then
 * closes (an answer of false, a check of the caller's own that failed, keeps it open quietly). A
 * failure puts the server's field errors on their fields and anything else in a toast titled
 * `failureTitle`, and the dialog stays open.
 */
export function submitDialogForm<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  { save, failureTitle, onDone }: { save: (values: Out) => Promise<string | false>; failureTitle: string; onDone: () => void },
) {
  return form.handleSubmit(async (values) => {
    try {
      const done = await save(values);
      if (done === false) return;
      notifySuccess(done);
      onDone();
    } catch (error) {
      applyApiErrors(error, form, { title: failureTitle });
    }
  });
}
