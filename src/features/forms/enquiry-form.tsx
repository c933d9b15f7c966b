import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { afterNextPaint } from '@/lib/when-idle';
import { track } from '@/lib/analytics';
import { Captcha } from './captcha';
import { CaptchaFallback } from './captcha-fallback';
import { enquiryKinds, type EnquiryKind } from './enquiry-kinds';
import { enquiryDefaults, enquirySchema, type EnquiryValues } from './enquiry-schema';
import { captchaMissingMessage } from './field-rules';
import { FormAlert } from './form-alert';
import { FormField, HoneypotField } from './form-field';
import { SubmitButton } from './submit-button';
import { useEnquirySubmit } from './use-enquiry-submit';
import '@/styles/pages/_forms.scss';

interface Props {
  /** Which enquiry: a contact message or a project quote request (enquiry-kinds.ts). */
  kind: EnquiryKind;
  /** Accessible name of the form, when no visible heading labels it. */
  label?: string;
}

/**
 * An enquiry form: the kind's fields, the honeypot, the captcha and Send Details. Validation runs
 * on submit, then on every change (the e-mail address and phone number are also checked as they
 * are left with something typed); the first invalid field takes the focus once the messages have
 * shown (focusing scrolls and lays out the page again, which would hold the messages back a slow
 * phone's frame or two). After a success the
 * form gives way to the success message (and, for a contact message, a button to write another).
 */
export function EnquiryForm({ kind, label }: Props) {
  const options = enquiryKinds[kind];
  const id = useId();
  const { defaults, resolver } = useMemo(
    () => ({ defaults: enquiryDefaults(kind), resolver: yupResolver(enquirySchema(kind)) as Resolver<EnquiryValues> }),
    [kind],
  );
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    control,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<EnquiryValues>({
    defaultValues: defaults,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    criteriaMode: 'firstError',
    shouldFocusError: false,
  });
  const {
    captchaRef, onCaptchaChange, onCaptchaExpired, onCaptchaUnavailable, captchaUnavailable, captchaReminder, sending, succeeded, alert, submit,
    startOver,
  } = useEnquirySubmit(kind, () => reset(defaults));
  // Send Details is disabled while a message is on its way, which drops the focus it had to the
  // page: when the send ends with the form still here (an error), the focus goes back to it, so a
  // keyboard is where it was (the status line says what happened). After "Send another message",
  // whose button leaves with the success, the first field takes it.
  const formRef = useRef<HTMLFormElement>(null);
  const wasSending = useRef(false);
  const focusFirstField = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (wasSending.current && !sending && form && (document.activeElement === document.body || document.activeElement === null)) {
      form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus({ preventScroll: true });
    }
    wasSending.current = sending;
  }, [sending]);
  useEffect(() => {
    if (succeeded || !focusFirstField.current) return;
    focusFirstField.current = false;
    const first = options.fields[0]?.name;
    if (first) setFocus(first);
  }, [succeeded, options.fields, setFocus]);
  const writeAnother = () => {
    focusFirstField.current = true;
    startOver();
  };
  // The first field in error, in the order the form shows them, takes the focus after the paint
  // (a form gone by then has no field to focus: setFocus does nothing).
  const onInvalid = (invalid: FieldErrors<EnquiryValues>) => {
    const first = options.fields.find((field) => invalid[field.name])?.name;
    if (first) afterNextPaint(() => setFocus(first));
  };
  // form_start: the first field the visitor edits in this form (the honeypot is no visitor's).
  const started = useRef(false);
  const onFirstEdit = (event: FormEvent<HTMLFormElement>) => {
    if (started.current || (event.target as HTMLInputElement).name === 'website') return;
    started.current = true;
    track('form_start', { form_kind: kind, page_path: window.location.pathname });
  };

  // A field checked as it is left (checkOnLeave): its rule runs on leaving it with something typed,
  // and, while its message shows, on every change until the send (after which every field is
  // checked on change), so the message goes as soon as the value is right.
  const registration = (name: (typeof options.fields)[number]['name'], checkOnLeave = false) => {
    const registered = register(name);
    if (!checkOnLeave) return registered;
    return {
      ...registered,
      onBlur: async (event: { target: unknown; type?: unknown }) => {
        await registered.onBlur(event);
        const { value } = event.target as HTMLInputElement;
        if (!isSubmitted && value.trim() !== '') await trigger(registered.name);
      },
      onChange: async (event: { target: unknown; type?: unknown }) => {
        await registered.onChange(event);
        if (!isSubmitted && errors[registered.name]) await trigger(registered.name);
      },
    };
  };

  const { afterSuccess } = options;
  // The status line heads the form; while the captcha cannot load it stands inside the fallback
  // instead, under its explanation and above its buttons, so the answer a press of Send Details
  // gets is in sight beside the way forward (and the notice still opens with what happened).
  const statusLine = <FormAlert alert={alert} />;
  return (
    <div className="enquiry">
      {captchaUnavailable ? null : statusLine}
      {succeeded ? (
        afterSuccess.show === 'message-and-start-over' ? (
          <Button variant="outline-primary" className="enquiry__again" onClick={writeAnother}>
            {afterSuccess.startOverLabel}
          </Button>
        ) : null
      ) : (
        <form
          ref={formRef}
          className="enquiry-form"
          aria-label={label ?? options.label}
          noValidate
          aria-busy={sending}
          onSubmit={handleSubmit(submit, onInvalid)}
          onInput={onFirstEdit}
        >
          {/* Screen readers learn it from each field's aria-required. */}
          <p className="enquiry-form__note" aria-hidden="true">
            Fields marked * are required.
          </p>
          <div className="row g-3">
            {options.fields.map((field) => (
              <FormField
                key={field.name}
                className={field.column}
                id={`${id}-${field.name}`}
                label={field.label}
                required
                {...field.input}
                rows={field.rows}
                prefix={field.prefix}
                hint={field.hint}
                normalise={field.normalise}
                registration={registration(field.name, field.checkOnLeave)}
                error={errors[field.name]?.message}
              />
            ))}
          </div>
          <HoneypotField id={`${id}-website`} registration={register('website')} />
          <Captcha
            ref={captchaRef}
            onChange={onCaptchaChange}
            onExpired={onCaptchaExpired}
            onUnavailable={onCaptchaUnavailable}
            reminder={captchaReminder ? { id: captchaReminder, text: captchaMissingMessage } : null}
            fallback={
              <CaptchaFallback kind={kind} control={control} status={captchaUnavailable ? statusLine : null} />
            }
          />
          <SubmitButton sending={sending} paused={captchaUnavailable} />
        </form>
      )}
    </div>
  );
}
