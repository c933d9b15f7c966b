/** A kind's values: the validation schema, the empty form and the payload sent to the endpoint. */
import { object, type ObjectSchema } from 'yup';
import type { EnquiryPayload } from './api';
import { enquiryKinds, type EnquiryKind, type FieldName } from './enquiry-kinds';
import { fieldRule, honeypotRule } from './field-rules';

/** What the form holds: the kind's fields, and the honeypot every kind carries. */
export type EnquiryValues = Partial<Record<FieldName, string>> & { website: string };

export function enquirySchema(kind: EnquiryKind): ObjectSchema<EnquiryValues> {
  const shape = Object.fromEntries(enquiryKinds[kind].fields.map((field) => [field.name, fieldRule(field.rule)]));
  return object({ ...shape, website: honeypotRule() }) as ObjectSchema<EnquiryValues>;
}

export function enquiryDefaults(kind: EnquiryKind): EnquiryValues {
  return { ...Object.fromEntries(enquiryKinds[kind].fields.map((field) => [field.name, ''])), website: '' };
}

/**
 * The request body: the visitor's e-mail as `to`, the other fields under their own names in form
 * order, the kind's flag and the captcha token. The honeypot travels only when something filled it.
 */
export function enquiryPayload(kind: EnquiryKind, values: EnquiryValues, recaptchaToken: string): EnquiryPayload {
  const { fields, flag } = enquiryKinds[kind];
  const named = fields.filter((field) => field.name !== 'email').map((field) => [field.name, values[field.name] ?? '']);
  const payload = { to: values.email ?? '', ...Object.fromEntries(named), flag, recaptchaToken } as EnquiryPayload;
  return values.website ? { ...payload, website: values.website } : payload;
}
