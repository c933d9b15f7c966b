/** A kind's values: the validation schema, the empty form and the payload sent to the endpoint. */
import { object, type ObjectSchema } from 'yup';
import type { EnquiryPayload } from './api';
import { enquiryContract } from './enquiry-contract';
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

const { wire } = enquiryContract;

/**
 * The request body: each field under its request key (the visitor's e-mail as `to`, leading the
 * body as it always has; the others in form order), the kind's flag and the captcha token. The
 * honeypot travels only when something filled it.
 */
export function enquiryPayload(kind: EnquiryKind, values: EnquiryValues, recaptchaToken: string): EnquiryPayload {
  const { fields, flag } = enquiryKinds[kind];
  const ordered = [...fields.filter((field) => field.name === 'email'), ...fields.filter((field) => field.name !== 'email')];
  const named = Object.fromEntries(ordered.map((field) => [field.wire, values[field.name] ?? '']));
  const payload: EnquiryPayload = { ...named, [wire.kind]: flag, [wire.captchaToken]: recaptchaToken };
  return values.website ? { ...payload, [wire.honeypot]: values.website } : payload;
}
