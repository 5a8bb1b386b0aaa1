import { ValidationError, type Schema } from 'yup';

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/**
 * Turns a yup schema into the `validate(values)` function the ui forms take: every
 * field's first message, or an empty object when the values are valid. `Values` is
 * what the form holds (raw strings and flags), not the schema's narrowed output.
 */
export function validateWith<Values extends object>(schema: Schema) {
  return (values: Values): FieldErrors<Values> => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (cause) {
      if (!(cause instanceof ValidationError)) throw cause;
      const errors: FieldErrors<Values> = {};
      for (const issue of cause.inner.length ? cause.inner : [cause]) {
        const field = issue.path as keyof Values | undefined;
        if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
      }
      return errors;
    }
  };
}
