import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The input attributes a field may set beyond its label, value and error. */
export type FieldInputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>;

interface Props extends FieldInputProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  /** Renders a textarea with this many rows. */
  rows?: number;
  className?: string;
}

/** A labelled input or textarea whose error is tied to it for assistive technology. */
export function FormField({ id, label, registration, error, required = false, rows, className, ...inputProps }: Props) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    ...registration,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
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
      {rows ? <textarea rows={rows} {...shared} /> : <input type="text" {...inputProps} {...shared} />}
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
