import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { QuotePayload } from './api';
import { Captcha } from './captcha';
import { limits } from './field-rules';
import { FormAlert } from './form-alert';
import { FormField, HoneypotField } from './form-field';
import { quoteDefaults, quoteSchema, type QuoteValues } from './quote-schema';
import { SubmitButton } from './submit-button';
import { useEnquirySubmit } from './use-enquiry-submit';

export const QUOTE_SUCCESS =
  'Your requirements have been forwarded to our sales team successfully. We usually reply within 1 working day.';
export const QUOTE_FAILURE = 'An error occurred while submitting your request. Please try again.';

/** The payload of SPEC.md section 7; the honeypot travels only when something filled it. */
export function quotePayload(values: QuoteValues, recaptchaToken: string): QuotePayload {
  const payload: QuotePayload = {
    to: values.email,
    name: values.name,
    phone: values.phone,
    requirement: values.requirement,
    flag: 'estimate',
    recaptchaToken,
  };
  return values.website ? { ...payload, website: values.website } : payload;
}

interface Props {
  /** Accessible name of the form, when no visible heading labels it. */
  label?: string;
}

/** The quote request of /tell-us-about-your-project. On success the message replaces the form. */
export function QuoteForm({ label = 'Project quote request' }: Props) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<QuoteValues>({
    defaultValues: quoteDefaults,
    resolver: yupResolver(quoteSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    criteriaMode: 'firstError',
    shouldFocusError: true,
  });
  const { captchaRef, onCaptchaChange, onCaptchaExpired, sending, succeeded, alert, submit } =
    useEnquirySubmit<QuoteValues>({
      buildPayload: quotePayload,
      successMessage: QUOTE_SUCCESS,
      failureMessage: QUOTE_FAILURE,
      onSuccess: () => reset(quoteDefaults),
      logFailures: true,
      resetCaptchaOnMissingToken: true,
    });

  return (
    <div className="enquiry">
      <FormAlert alert={alert} />
      {succeeded ? null : (
        <form
          className="enquiry-form"
          aria-label={label}
          noValidate
          aria-busy={sending}
          onSubmit={handleSubmit(submit)}
        >
          {/* Screen readers learn it from each field's aria-required. */}
          <p className="enquiry-form__note" aria-hidden="true">
            Fields marked * are required.
          </p>
          <div className="row g-3">
            <FormField
              className="col-md-6"
              id={`${id}-name`}
              label="Your Name"
              required
              autoComplete="name"
              registration={register('name')}
              error={errors.name?.message}
            />
            <FormField
              className="col-md-6"
              id={`${id}-email`}
              label="Your Email"
              required
              type="email"
              autoComplete="email"
              registration={register('email')}
              error={errors.email?.message}
            />
            <FormField
              className="col-md-6"
              id={`${id}-phone`}
              label="Your Phone"
              required
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={limits.phoneLength}
              registration={register('phone')}
              error={errors.phone?.message}
            />
            <FormField
              className="col-12"
              id={`${id}-requirement`}
              label="Requirement"
              required
              rows={8}
              registration={register('requirement')}
              error={errors.requirement?.message}
            />
          </div>
          <HoneypotField id={`${id}-website`} registration={register('website')} />
          <Captcha
            ref={captchaRef}
            onChange={onCaptchaChange}
            onExpired={onCaptchaExpired}
          />
          <SubmitButton sending={sending} />
        </form>
      )}
    </div>
  );
}
