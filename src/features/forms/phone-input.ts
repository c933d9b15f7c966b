/**
 * The phone field takes an Indian mobile number as people write and paste it ("+91 98765 43210",
 * "098765-43210", "91 98765 43210") and keeps the ten digits the rule asks for.
 */
import type { ChangeEvent, ClipboardEvent } from 'react';

/** Spaces (any kind), dashes (the hyphen and its typographic cousins) and brackets, as in "(+91) 98765 43210". */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212()]/gu;

/**
 * The number without its separators, India's country code (+91, 0091, or 91 before exactly ten
 * digits) and the trunk 0 of a number dialled from within India. Anything else (a letter, a
 * second number) is left for the rule to refuse, never silently dropped. Run after every key, it
 * clears "+91" or a leading 0 as soon as they are typed, so ten digits still fit after them.
 */
export function normalisePhone(raw: string): string {
  let digits = raw.replace(SEPARATORS, '');
  if (/^(?:\+|00)91/.test(digits)) digits = digits.replace(/^(?:\+|00)91/, '');
  else if (/^91\d{10}$/.test(digits)) digits = digits.slice(2);
  return digits.replace(/^0/, '');
}

/**
 * Sets an input's value the way typing does, so that React's onChange (and react-hook-form
 * behind it) hear of it: through the prototype's setter, which React's value tracker does not
 * watch, then an input event.
 */
function typeValue(input: HTMLInputElement, value: string, caret: number) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.setSelectionRange(caret, caret);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * `text` in place of the input's selection, the whole value normalised, the caret after what was
 * inserted (as normalised).
 */
function insertNormalised(input: HTMLInputElement, text: string) {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  const next = normalisePhone(input.value.slice(0, start) + text + input.value.slice(end));
  const caret = Math.min(normalisePhone(input.value.slice(0, start) + text).length, next.length);
  typeValue(input, next, caret);
}

/**
 * A paste, normalised before the input's maxLength can cut it: "+91 98765 43210" is 15
 * characters, and the browser would keep "+91 98765 " of it. What the paste leaves is normalised
 * as a whole; a result still longer than the limit stays whole, for the visitor to see and
 * correct, rather than being cut into another valid-looking number.
 */
function onPhonePaste(event: ClipboardEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const pasted = event.clipboardData.getData('text');
  if (!pasted) return;
  event.preventDefault();
  insertNormalised(input, pasted);
}

/**
 * What is typed (or filled in by the browser), normalised as it arrives; the caret stays after
 * the character just typed. Runs before react-hook-form reads the value.
 */
function normalisePhoneInput(event: ChangeEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const next = normalisePhone(input.value);
  if (next === input.value) return;
  const caret = normalisePhone(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
  input.value = next;
  input.setSelectionRange(Math.min(caret, next.length), Math.min(caret, next.length));
}

/**
 * A key typed into a full field that goes on a number started with India's code without its "+"
 * ("91 98765 43210" typed key by key): "91" is only known to be the code once ten digits follow
 * it, so the field holds the eleventh and twelfth digit past its maxLength until then, and the
 * twelfth drops the code. Stopped by maxLength at ten, such a number was kept as "9198765432", a
 * wrong number the rule accepts. An eleven-digit number left there is refused by the rule, shown.
 */
function goesOnAfterCountryCode(input: HTMLInputElement, text: string): boolean {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  if (input.maxLength <= 0 || start !== end || input.value.length < input.maxLength) return false;
  const digits = (input.value.slice(0, start) + text + input.value.slice(end)).replace(SEPARATORS, '');
  return /^91\d+$/.test(digits) && digits.length <= input.maxLength + 2;
}

/**
 * Any other insertion of more than one character at once (the browser or a password manager
 * filling the field, a drop, an input method's replacement): the input's maxLength would cut it
 * before the change handler sees it, so it is normalised as a paste is. A single typed character
 * goes the usual way (maxLength stops an eleventh), unless it goes on a number after "91".
 */
function onPhoneBeforeInput(event: InputEvent) {
  const input = event.target as HTMLInputElement;
  if (event.inputType === 'insertFromPaste') return; // onPhonePaste has it
  const text = event.data ?? event.dataTransfer?.getData('text') ?? '';
  if (!event.inputType.startsWith('insert') || !text) return;
  if (Array.from(text).length < 2 && !goesOnAfterCountryCode(input, text)) return;
  event.preventDefault();
  insertNormalised(input, text);
}

/** The phone field's handlers (FormField's `normalise`). */
export const phoneNormalising = { beforeChange: normalisePhoneInput, onPaste: onPhonePaste, beforeInput: onPhoneBeforeInput };
