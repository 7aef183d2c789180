import {
  useId,
  useState,
  type AnimationEvent,
  type ChangeEvent,
  type HTMLAttributes,
  type HTMLInputTypeAttribute,
  type ReactNode,
  type Ref,
} from 'react';

export interface OutlinedFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  /** What is wrong with the value, said under the field; the field is invalid while there is one. */
  error?: string | undefined;
  /** Keeps the line under the field while there is no error, so that one appearing moves nothing below. */
  reserveErrorLine?: boolean;
  /** A button at the end of the field (the password's show/hide). */
  endAdornment?: ReactNode;
}

/** The animations login.css starts on an input as the browser autofills it, and as it stops (MUI's trick). */
const AUTOFILL = 'login-autofill';

/**
 * MUI's outlined TextField in plain elements, styled by login.css (the sign-in page loads no MUI),
 * wired the same way: the `<label for>` names the input (the required mark `*` is hidden from assistive
 * technology, so the name is the label alone), the message under it describes it (`aria-describedby`), and
 * `aria-invalid` says whether it is wrong. The label sits where the value goes while the field is empty and
 * unfocused, and is drawn above it (`data-shrink="true"`, in the gap of the outline) otherwise: focused, holding a
 * value (a demo account's, the browser's autofill) or autofilled before the page may read the value.
 */
export function OutlinedField({
  label,
  value,
  required = false,
  error,
  reserveErrorLine = false,
  endAdornment,
  inputRef,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const [autofilled, setAutofilled] = useState(false);
  const shrink = focused || value !== '' || autofilled;
  const invalid = error !== undefined;
  const errorId = `${id}-helper-text`;
  const classes = [
    'login-field',
    shrink && 'login-field--shrink',
    focused && 'login-field--focused',
    invalid && 'login-field--error',
    endAdornment !== undefined && 'login-field--adorned',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <label htmlFor={id} id={`${id}-label`} className="login-field-label" data-shrink={shrink}>
        {label}
        {required && (
          <span aria-hidden="true" className="login-field-asterisk">
            {'\u2009*'}
          </span>
        )}
      </label>
      <div className="login-field-box">
        <input
          {...input}
          ref={inputRef}
          id={id}
          value={value}
          required={required}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          className="login-field-input"
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onAnimationStart={(event: AnimationEvent<HTMLInputElement>) =>
            setAutofilled(event.animationName === AUTOFILL)
          }
        />
        {endAdornment !== undefined && <div className="login-field-adornment">{endAdornment}</div>}
        {/* The outline, with a gap for the label drawn above the value: the hidden legend holds its width. */}
        <fieldset aria-hidden="true" className="login-field-outline">
          <legend className="login-field-legend">
            <span>{required ? `${label}\u2009*` : label}</span>
          </legend>
        </fieldset>
      </div>
      {invalid ? (
        <p id={errorId} className="login-field-helper">
          {error}
        </p>
      ) : (
        reserveErrorLine && (
          <p aria-hidden="true" className="login-field-helper">
            {'\u200b'}
          </p>
        )
      )}
    </div>
  );
}
