import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';

/** Field error messages by field name; a field without an entry is valid. */
export type FormErrors<Values> = Partial<Record<keyof Values, string>>;

/**
 * Validates a form's values and returns the message of each invalid field.
 * The app adapts its yup schemas to this; stories pass small functions.
 */
export type FormValidate<Values> = (values: Values) => FormErrors<Values>;

interface UseFormOptions<Values> {
  initialValues: Values;
  validate?: FormValidate<Values>;
  onSubmit: (values: Values) => void;
  /** While true, submitting again does nothing (spec: no resubmit while loading). */
  submitting?: boolean;
}

/** The fields of a form whose value is a string (text inputs). */
export type TextFieldName<Values> = { [Name in keyof Values]: Values[Name] extends string ? Name : never }[keyof Values];

/** What a `TextField` needs to be bound to one field of the form. */
export interface BoundTextField<Name> {
  name: Name;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
}

export interface UseFormResult<Values> {
  values: Values;
  setValue: <Name extends keyof Values>(name: Name, value: Values[Name]) => void;
  /** Marks a field as left; a changed field shows its error from then on. */
  blur: (name: keyof Values) => void;
  /** The error to show for a field: after a submit, or once the changed field was left. */
  errorFor: (name: keyof Values) => string | undefined;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Binds a text input to a string field: `<TextField label="Email" {...form.textField('email')} />`. */
  textField: <Name extends TextFieldName<Values>>(name: Name) => BoundTextField<Name>;
  /** Clears the values back to `initialValues` and hides every error. */
  reset: () => void;
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * The local state of every form in this package: values, which errors to show,
 * and submitting. Errors show after a submit attempt, or when the user leaves a
 * field they have changed, so tabbing through an empty form does not flag it.
 * An invalid submit moves focus to the first invalid field.
 */
export function useForm<Values extends object>({
  initialValues,
  validate,
  onSubmit,
  submitting = false,
}: UseFormOptions<Values>): UseFormResult<Values> {
  const [values, setValues] = useState(initialValues);
  const [changed, setChanged] = useState<ReadonlySet<keyof Values>>(() => new Set());
  const [left, setLeft] = useState<ReadonlySet<keyof Values>>(() => new Set());
  const [submitCount, setSubmitCount] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const initialRef = useRef(initialValues);

  const errors: FormErrors<Values> = validate ? validate(values) : {};
  const hasErrors = Object.values(errors).some((message) => Boolean(message));

  const setValue = useCallback(<Name extends keyof Values>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setChanged((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  const blur = useCallback(
    (name: keyof Values) => {
      if (changed.has(name)) setLeft((current) => (current.has(name) ? current : new Set(current).add(name)));
    },
    [changed],
  );

  const errorFor = (name: keyof Values) => (submitCount > 0 || left.has(name) ? errors[name] || undefined : undefined);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitCount((count) => count + 1);
    if (!hasErrors) onSubmit(values);
  };

  const textField = <Name extends TextFieldName<Values>>(name: Name): BoundTextField<Name> => ({
    name,
    value: values[name] as string,
    error: errorFor(name),
    onChange: (event) => setValue(name, event.target.value as Values[Name]),
    onBlur: () => blur(name),
  });

  const reset = useCallback(() => {
    setValues(initialRef.current);
    setChanged(new Set());
    setLeft(new Set());
    setSubmitCount(0);
  }, []);

  // After an invalid submit, take the user to the first field that needs fixing.
  useEffect(() => {
    if (submitCount === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  return { values, setValue, blur, errorFor, handleSubmit, textField, reset, formRef };
}
