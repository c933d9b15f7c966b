/**
 * The enquiry forms' field rules, built from the contract's rule sets (php/enquiry-rules.json): the
 * endpoint reads the same file, so a visitor sees one wording whichever side catches a mistake
 * (docs/forms.md).
 */
import { string, type StringSchema } from 'yup';
import { enquiryContract, type RuleName } from './enquiry-contract';

type Check =
  | { check: 'required'; message: string }
  | { check: 'minLength'; value: number; message: string }
  | { check: 'maxLength'; value: number; message: string }
  | { check: 'pattern'; value: string; message: string };

function checks(name: RuleName): readonly Check[] {
  const list = enquiryContract.rules[name];
  for (const item of list) {
    const valid =
      item.check === 'required' ||
      ((item.check === 'minLength' || item.check === 'maxLength') && typeof item.value === 'number') ||
      (item.check === 'pattern' && typeof item.value === 'string');
    // A check this code does not know would silently not run in the browser: fail loudly instead.
    if (!valid) throw new Error(`enquiry-rules.json: unknown check ${JSON.stringify(item)} for "${name}"`);
  }
  return list as readonly Check[];
}

/** Shown when the form is sent without a solved captcha. */
export const captchaMissingMessage: string = enquiryContract.captchaMissing;

/**
 * Length in Unicode code points, as the server counts (PHP's mb_strlen): an emoji is one character.
 * yup's .min()/.max() count UTF-16 code units (String.length), where an emoji is two.
 */
export const codePointLength = (value: string): number => Array.from(value).length;

const lengthTest = (kind: 'min' | 'max', limit: number, message: string) => ({
  name: kind,
  message,
  params: { [kind]: limit },
  skipAbsent: true,
  test: (value: string | undefined) => {
    const length = codePointLength(value ?? '');
    return kind === 'min' ? length >= limit : length <= limit;
  },
});

/**
 * The yup rule of a field: trimmed, then the file's checks in their order. The form shows only the
 * first failure of each field.
 */
export function fieldRule(name: RuleName): StringSchema {
  let rule = string().trim();
  for (const item of checks(name)) {
    if (item.check === 'required') rule = rule.required(item.message);
    else if (item.check === 'minLength') rule = rule.test(lengthTest('min', item.value, item.message));
    else if (item.check === 'maxLength') rule = rule.test(lengthTest('max', item.value, item.message));
    // u: the patterns name Unicode classes (\p{L} letters, \p{M} marks), read as PCRE's u reads them.
    else rule = rule.matches(new RegExp(item.value, 'u'), item.message);
  }
  return rule;
}

/**
 * The digits of a phone number, from the phone's minLength check (its pattern asks for exactly as
 * many): the phone input's maxLength, so a longer number cannot be typed.
 */
export const phoneLength: number = (() => {
  const min = checks('phone').find((item) => item.check === 'minLength');
  if (!min) throw new Error('enquiry-rules.json: the phone needs a minLength check');
  return min.value;
})();

/** The honeypot: people never see or fill it; no rule, so a filled one still reaches the server. */
export const honeypotRule = () => string().default('');
