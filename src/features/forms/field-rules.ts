/**
 * Field rules shared by the contact and quote forms (SPEC.md section 5). The PHP endpoint applies the
 * same rules with the same messages, so a visitor sees one wording whichever side catches a mistake.
 */
import { string } from 'yup';

export const messages = {
  nameRequired: 'Name is required',
  // SPEC.md records both readings: the rule is a minimum of 2, the message says 3. Both are kept.
  nameMin: 'Name must be at least 3 characters long',
  namePattern: 'Name must start with a letter and can only contain letters, spaces and dots',
  nameMax: 'Name must be at most 100 characters long',
  emailRequired: 'Email is required',
  emailPattern: 'Please enter a valid email address',
  emailMax: 'Email must be at most 254 characters long',
  messageRequired: 'Message is required',
  messageMax: 'Message must be at most 5000 characters long',
  phoneRequired: 'Phone number is required',
  phoneMin: 'Phone number must be at least 10 characters long',
  phonePattern: 'Please enter a valid phone number',
} as const;

export const limits = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  messageMax: 5000,
  phoneLength: 10,
} as const;

/**
 * Length in Unicode code points, as the server counts (PHP's mb_strlen): an emoji is one character.
 * yup's .min()/.max() count UTF-16 code units (String.length), where an emoji is two.
 */
export const codePointLength = (value: string): number => Array.from(value).length;

const minChars = (min: number, message: string) => ({
  name: 'min', message, params: { min }, skipAbsent: true,
  test: (value: string | undefined) => codePointLength(value ?? '') >= min,
});

const maxChars = (max: number, message: string) => ({
  name: 'max', message, params: { max }, skipAbsent: true,
  test: (value: string | undefined) => codePointLength(value ?? '') <= max,
});

export const NAME_PATTERN = /^[A-Za-z][A-Za-z .]*$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const PHONE_PATTERN = /^[6-9][0-9]{9}$/;

// Tests run in declaration order and the form shows only the first failure of each field. Lengths
// count code points (minChars, maxChars), the same as the server.
export const nameRule = () =>
  string()
    .trim()
    .required(messages.nameRequired)
    .test(minChars(limits.nameMin, messages.nameMin))
    .matches(NAME_PATTERN, messages.namePattern)
    .test(maxChars(limits.nameMax, messages.nameMax));

export const emailRule = () =>
  string()
    .trim()
    .required(messages.emailRequired)
    .matches(EMAIL_PATTERN, messages.emailPattern)
    .test(maxChars(limits.emailMax, messages.emailMax));

/** The free-text field: "message" on the contact form, "requirement" on the quote form. */
export const messageRule = () =>
  string().trim().required(messages.messageRequired).test(maxChars(limits.messageMax, messages.messageMax));

export const phoneRule = () =>
  string()
    .trim()
    .required(messages.phoneRequired)
    .test(minChars(limits.phoneLength, messages.phoneMin))
    .matches(PHONE_PATTERN, messages.phonePattern);

/** The honeypot: people never see or fill it; no rule, so a filled one still reaches the server. */
export const honeypotRule = () => string().default('');
