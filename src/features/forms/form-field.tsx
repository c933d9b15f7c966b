import type { ChangeEvent, ClipboardEvent, InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The input attributes a field may set beyond its label, value and error. */
export type FieldInputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>;

/** Rewrites what a visitor types or pastes into a field before the form reads it (phone-input.ts). */
export interface FieldNormalising {
  /** Runs on every change, before react-hook-form reads the value; may rewrite the input's value. */
  beforeChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
  /** The native beforeinput (React has none of its own), before maxLength can cut an insertion. */
  beforeInput: (event: InputEvent) => void;
}

interface Props extends FieldInputProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  /** Renders a textarea with this many rows. */
  rows?: number;
  className?: string;
  /** Shown in a box joined to the input's start (the phone's "+91"); the hint says it in words. */
  prefix?: string;
  /** A line under the input saying what it takes, tied to it by aria-describedby. */
  hint?: string;
  normalise?: FieldNormalising;
}

/** A labelled input or textarea whose hint and error are tied to it for assistive technology. */
export function FormField({
  id, label, registration, error, required = false, rows, className, prefix, hint, normalise, ...inputProps
}: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The error first: it is what the visitor must act on.
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const shared = {
    id,
    ...registration,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  const input = rows ? (
    <textarea rows={rows} {...shared} />
  ) : (
    <input
      type="text"
      {...inputProps}
      {...shared}
      onChange={
        normalise
          ? (event: ChangeEvent<HTMLInputElement>) => {
              normalise.beforeChange(event);
              return registration.onChange(event);
            }
          : registration.onChange
      }
      onPaste={normalise?.onPaste}
      ref={
        normalise
          ? (element: HTMLInputElement | null) => {
              registration.ref(element);
              if (!element) return undefined;
              element.addEventListener('beforeinput', normalise.beforeInput);
              return () => {
                element.removeEventListener('beforeinput', normalise.beforeInput);
                registration.ref(null);
              };
            }
          : registration.ref
      }
    />
  );
  return (
    <div className={`form-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="form-label">
        {label}
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {prefix ? (
        <div className="form-field__prefixed">
          <span className="form-field__prefix" aria-hidden="true">
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
      {hint ? (
        <div id={hintId} className="form-field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The honeypot: a text field people never see or reach (hidden, out of the tab order, hidden from
 * assistive technology). Bots that fill every field fill it; the server then accepts and drops the post.
 */
export function HoneypotField({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>Website (leave empty)</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
