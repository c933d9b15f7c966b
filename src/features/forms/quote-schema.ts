import { object, type InferType } from 'yup';
import { emailRule, honeypotRule, messageRule, nameRule, phoneRule } from './field-rules';

export const quoteSchema = object({
  name: nameRule(),
  email: emailRule(),
  phone: phoneRule(),
  requirement: messageRule(),
  website: honeypotRule(),
});

export type QuoteValues = InferType<typeof quoteSchema>;

export const quoteDefaults: QuoteValues = { name: '', email: '', phone: '', requirement: '', website: '' };
