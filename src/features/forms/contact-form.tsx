import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import type { ContactPayload } from './api';
import { Captcha } from './captcha';
import { contactDefaults, contactSchema, type ContactValues } from './contact-schema';
import { FormAlert } from './form-alert';
import { FormField, HoneypotField } from './form-field';
import { SubmitButton } from './submit-button';
import { useEnquirySubmit } from './use-enquiry-submit';

export const CONTACT_SUCCESS = 'Thank you! Your message has been sent. We usually reply within 1 working day.';
export const CONTACT_FAILURE = 'An error occurred while sending the email.';

/** The payload of SPEC.md section 7; the honeypot travels only when something filled it. */
export function contactPayload(values: ContactValues, recaptchaToken: string): ContactPayload {
  const payload: ContactPayload = {
    to: values.email,
    name: values.name,
    message: values.message,
    flag: 'contact_us',
    recaptchaToken,
  };
  return values.website ? { ...payload, website: values.website } : payload;
}

interface Props {
  /** Accessible name of the form, when no visible heading labels it. */
  label?: string;
}

/** The Contact Us form of the home page and /contact-us. On success a success alert replaces it. */
export function ContactForm({ label = 'Contact form' }: Props) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactValues>({
    defaultValues: contactDefaults,
    resolver: yupResolver(contactSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    criteriaMode: 'firstError',
    shouldFocusError: true,
  });
  const { captchaRef, onCaptchaChange, onCaptchaExpired, sending, succeeded, alert, submit, startOver } =
    useEnquirySubmit<ContactValues>({
      buildPayload: contactPayload,
      successMessage: CONTACT_SUCCESS,
      failureMessage: CONTACT_FAILURE,
      onSuccess: () => reset(contactDefaults),
    });

  return (
    <div className="enquiry">
      <FormAlert alert={alert} />
      {succeeded ? (
        <Button variant="outline-primary" className="enquiry__again" onClick={startOver}>
          Send another message
        </Button>
      ) : (
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
              className="col-12"
              id={`${id}-message`}
              label="Message"
              required
              rows={5}
              registration={register('message')}
              error={errors.message?.message}
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
