import { createRef, useCallback, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';

import { VALIDATION, isEmail } from '../../lib/validation-messages';

/**
 * The sign-in form's state: its two fields, their errors and the submission, in plain React state.
 * react-hook-form (14.7 KiB gzip) is left out of this two-field form for the route's bundle budget; the form
 * behaves as it did with it (mode onSubmit, re-validation on change): nothing is checked until the first submit,
 * which checks both fields and focuses the first invalid one; from then on a field is checked again as it
 * changes. A reset (a demo account's fill) clears the errors and starts over.
 */
export interface SignInValues {
  email: string;
  password: string;
}

export type SignInField = keyof SignInValues;

export type SignInErrors = Record<SignInField, string | undefined>;

/** The fields in the order of the form: the first invalid one gets the focus. */
const FIELDS: readonly SignInField[] = ['email', 'password'];
const EMPTY: SignInValues = { email: '', password: '' };
const NO_ERRORS: SignInErrors = { email: undefined, password: undefined };

/** What is wrong with a field's value (spec §5 texts), or undefined. Both are required; the e-mail is one. */
export function signInError(field: SignInField, value: string): string | undefined {
  if (value === '') return VALIDATION.required;
  if (field === 'email' && !isEmail(value)) return VALIDATION.email;
  return undefined;
}

/** What a field's input takes from the form (spread on an OutlinedField). */
export interface SignInFieldProps {
  name: SignInField;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

export interface SignInForm {
  values: SignInValues;
  errors: SignInErrors;
  /** While the submit handler runs (the submit button is disabled meanwhile). */
  submitting: boolean;
  field: (name: SignInField) => SignInFieldProps;
  /** Focuses a field's input (a stable function). */
  focus: (name: SignInField) => void;
  /** New values (empty by default), no errors, and no re-checking until the next submit. */
  reset: (values?: SignInValues) => void;
  /** Shows a message on a field, as a check would (the e-mail a sign-in link is asked for). */
  setError: (name: SignInField, message: string) => void;
  /** The form's submit handler: checks the fields, then runs `onValid` with the values if both are valid. */
  handleSubmit: (onValid: (values: SignInValues) => Promise<unknown>) => (event: FormEvent) => void;
}

export function useSignInForm(): SignInForm {
  const [values, setValues] = useState<SignInValues>(EMPTY);
  const [errors, setErrors] = useState<SignInErrors>(NO_ERRORS);
  // Submitted once since the last reset: from then on a change checks its field again.
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [inputs] = useState(() => ({
    email: createRef<HTMLInputElement>(),
    password: createRef<HTMLInputElement>(),
  }));

  const focus = useCallback((name: SignInField) => inputs[name].current?.focus(), [inputs]);

  const field = (name: SignInField): SignInFieldProps => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      if (submitted) setErrors((current) => ({ ...current, [name]: signInError(name, value) }));
    },
    inputRef: inputs[name],
  });

  const reset = (next: SignInValues = EMPTY) => {
    setValues(next);
    setErrors(NO_ERRORS);
    setSubmitted(false);
  };

  const setError = (name: SignInField, message: string) =>
    setErrors((current) => ({ ...current, [name]: message }));

  const submit = async (onValid: (values: SignInValues) => Promise<unknown>) => {
    const found: SignInErrors = {
      email: signInError('email', values.email),
      password: signInError('password', values.password),
    };
    // The messages are on the page (aria-invalid, the description) before the focus lands, so both are announced.
    flushSync(() => {
      setSubmitted(true);
      setErrors(found);
    });
    const invalid = FIELDS.find((name) => found[name] !== undefined);
    if (invalid !== undefined) {
      focus(invalid);
      return;
    }
    setSubmitting(true);
    try {
      await onValid(values);
    } finally {
      setSubmitting(false);
    }
  };

  const handleSubmit = (onValid: (values: SignInValues) => Promise<unknown>) => (event: FormEvent) => {
    event.preventDefault();
    void submit(onValid);
  };

  return { values, errors, submitting, field, focus, reset, setError, handleSubmit };
}
