import { object, type InferType } from 'yup';
import { emailRule, honeypotRule, messageRule, nameRule } from './field-rules';

export const contactSchema = object({
  name: nameRule(),
  email: emailRule(),
  message: messageRule(),
  website: honeypotRule(),
});

export type ContactValues = InferType<typeof contactSchema>;

export const contactDefaults: ContactValues = { name: '', email: '', message: '', website: '' };
