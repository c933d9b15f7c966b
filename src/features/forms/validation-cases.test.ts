/**
 * The shared table of validation cases (tests/fixtures/enquiry-validation-cases.json) against the
 * browser's schema. The endpoint runs the same table (php/tests/Enquiry/ValidationCasesTest.php):
 * a value one side refuses and the other accepts, or refuses in other words, fails one of them.
 */
import { ValidationError } from 'yup';
import table from '../../../tests/fixtures/enquiry-validation-cases.json' with { type: 'json' };
import { enquiryContract } from './enquiry-contract';
import { enquiryKinds, type EnquiryKind, type FieldName } from './enquiry-kinds';
import { enquiryPayload, enquirySchema, type EnquiryValues } from './enquiry-schema';

type Value = string | (string | [string, number])[];
interface Case {
  case: string;
  forms: EnquiryKind[];
  values: Record<string, Value>;
  errors: Record<string, string>;
  sent?: Record<string, Value>;
}

// The JSON is the data of both runners; this is its shape.
const cases = table.cases as unknown as Case[];
const valid = table.valid as Record<EnquiryKind, Record<string, string>>;

/** A value of the table as text: pieces joined, [text, n] repeated n times. */
const text = (value: Value): string =>
  typeof value === 'string' ? value : value.map((piece) => (typeof piece === 'string' ? piece : piece[0].repeat(piece[1]))).join('');

/** The form's field a table key names: "text" is the free-text field of the form. */
const fieldOf = (kind: EnquiryKind, key: string): FieldName =>
  (key === 'text' ? (kind === 'contact' ? 'message' : 'requirement') : key) as FieldName;

const keyOf = (kind: EnquiryKind, field: FieldName) => (field === fieldOf(kind, 'text') ? 'text' : field);

const formValues = (kind: EnquiryKind, changes: Record<string, Value>): EnquiryValues => ({
  ...valid[kind],
  ...Object.fromEntries(Object.entries(changes).map(([key, value]) => [fieldOf(kind, key), text(value)])),
  website: '',
});

/** The first error of each field (what the form shows), null for a field that passes. */
async function firstErrors(kind: EnquiryKind, values: EnquiryValues): Promise<Record<string, string | null>> {
  const schema = enquirySchema(kind);
  const errors: Record<string, string | null> = {};
  for (const { name } of enquiryKinds[kind].fields) {
    try {
      await schema.validateAt(name, values, { abortEarly: true });
      errors[keyOf(kind, name)] = null;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      errors[keyOf(kind, name)] = error.message;
    }
  }
  return errors;
}

const runs = cases.flatMap((item) => item.forms.map((kind) => [`${kind}: ${item.case}`, kind, item] as const));

describe('the shared validation cases, in the browser', () => {
  it('name each form\'s fields in form order', () => {
    for (const kind of ['contact', 'quote'] as const) {
      expect(Object.keys(valid[kind])).toEqual(enquiryKinds[kind].fields.map((field) => field.name));
    }
  });

  it.each(runs)('%s', async (_, kind, item) => {
    const values = formValues(kind, item.values);
    const expected = Object.fromEntries(
      enquiryKinds[kind].fields.map(({ name }) => [keyOf(kind, name), item.errors[keyOf(kind, name)] ?? null]),
    );
    expect(await firstErrors(kind, values)).toEqual(expected);
    if (Object.keys(item.errors).length > 0) return;
    // What a valid enquiry sends: the schema's cast values in the request body.
    const payload = enquiryPayload(kind, await enquirySchema(kind).validate(values), 'token') as unknown as Record<string, string>;
    for (const [key, value] of Object.entries(item.sent ?? {})) {
      const field = fieldOf(kind, key);
      expect(payload[field === 'email' ? 'to' : field], key).toBe(text(value));
    }
  });

  it('check every rule of every field of both forms, and every one of them fails somewhere and passes somewhere', () => {
    for (const kind of ['contact', 'quote'] as const) {
      const ofKind = cases.filter((item) => item.forms.includes(kind));
      for (const { name, rule } of enquiryKinds[kind].fields) {
        const key = keyOf(kind, name);
        const messages = new Set(ofKind.map((item) => item.errors[key]).filter(Boolean));
        const checks = enquiryContract.rules[rule].map((check) => check.message);
        expect([...messages].sort(), `${kind} ${name}`).toEqual([...new Set(checks)].sort());
        expect(ofKind.some((item) => key in item.values && !(key in item.errors)), `${kind} ${name} accepted`).toBe(true);
      }
    }
  });
});
