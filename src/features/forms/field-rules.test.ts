import { ValidationError } from 'yup';
import { contactSchema } from './contact-schema';
import { messages } from './field-rules';
import { quoteSchema } from './quote-schema';

const validContact = { name: 'Asha Verma', email: 'asha@example.in', message: 'We need an ERP for 3 branches.', website: '' };
const validQuote = { name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210', requirement: 'A store', website: '' };

/** The first error of `field` (what the form shows), or null when the field passes. */
async function firstError(schema: typeof contactSchema | typeof quoteSchema, values: object, field: string) {
  try {
    await schema.validateAt(field, values, { abortEarly: true });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

describe('shared field rules (SPEC.md section 5)', () => {
  it.each([
    ['', messages.nameRequired],
    ['   ', messages.nameRequired],
    ['A', messages.nameMin],
    ['1', messages.nameMin],
    [' A ', messages.nameMin],
    ['1A', messages.namePattern],
    ['.Asha', messages.namePattern],
    ['Asha_V', messages.namePattern],
    ['Āsha', messages.namePattern],
    ['A'.repeat(101), messages.nameMax],
    ['Al', null],
    ['Dr. A. K. Sharma', null],
    ['  Asha Verma  ', null],
    ['A'.repeat(100), null],
  ])('name %j → %s', async (name, expected) => {
    expect(await firstError(contactSchema, { ...validContact, name }, 'name')).toBe(expected);
    expect(await firstError(quoteSchema, { ...validQuote, name }, 'name')).toBe(expected);
  });

  it.each([
    ['', messages.emailRequired],
    ['  ', messages.emailRequired],
    ['asha', messages.emailPattern],
    ['asha@example', messages.emailPattern],
    ['asha@example.c', messages.emailPattern],
    ['as ha@example.com', messages.emailPattern],
    [`${'a'.repeat(250)}@ex.in`, messages.emailMax],
    ['asha.v+quotes@mail.example.co.in', null],
    ['  asha@example.in ', null],
    [`${'a'.repeat(248)}@ex.in`, null],
  ])('email %j → %s', async (email, expected) => {
    expect(await firstError(contactSchema, { ...validContact, email }, 'email')).toBe(expected);
    expect(await firstError(quoteSchema, { ...validQuote, email }, 'email')).toBe(expected);
  });

  it.each([
    ['', messages.messageRequired],
    [' \n ', messages.messageRequired],
    ['x'.repeat(5001), messages.messageMax],
    ['x'.repeat(5000), null],
    ['Hi', null],
  ])('message / requirement %j → %s', async (text, expected) => {
    expect(await firstError(contactSchema, { ...validContact, message: text }, 'message')).toBe(expected);
    expect(await firstError(quoteSchema, { ...validQuote, requirement: text }, 'requirement')).toBe(expected);
  });

  it.each([
    ['', messages.phoneRequired],
    ['98765', messages.phoneMin],
    ['987654321', messages.phoneMin],
    ['5876543210', messages.phonePattern],
    ['98765 4321', messages.phonePattern],
    ['98765432a0', messages.phonePattern],
    ['98765432101', messages.phonePattern],
    ['6000000000', null],
    ['9876543210', null],
  ])('phone %j → %s', async (phone, expected) => {
    expect(await firstError(quoteSchema, { ...validQuote, phone }, 'phone')).toBe(expected);
  });

  it('trims name, email and message before they are sent', async () => {
    const values = await contactSchema.validate({ name: ' Asha ', email: ' a@b.in ', message: ' Hello ', website: '' });
    expect(values).toEqual({ name: 'Asha', email: 'a@b.in', message: 'Hello', website: '' });
  });
});
