<?php

declare(strict_types=1);

namespace App\Tests\Enquiry;

use App\Enquiry\EnquiryRefused;
use App\Tests\Fixtures\Enquiries;
use PHPUnit\Framework\TestCase;

/**
 * The shared table of validation cases (tests/fixtures/enquiry-validation-cases.json), through the
 * endpoint's parser and validator. The browser runs the same table against its schema
 * (src/features/forms/validation-cases.test.ts): both sides refuse the same values with the same
 * words, and pass on the same trimmed values.
 */
final class ValidationCasesTest extends TestCase
{
    private const TABLE = __DIR__ . '/../../../tests/fixtures/enquiry-validation-cases.json';
    private const FLAGS = ['contact' => 'contact_us', 'quote' => 'estimate'];

    /** @return array<string, mixed> */
    private static function table(): array
    {
        return json_decode((string) file_get_contents(self::TABLE), true, 16, JSON_THROW_ON_ERROR);
    }

    /** @return array<string, array{0: string, 1: array<string, mixed>}> */
    public static function cases(): array
    {
        $runs = [];
        foreach (self::table()['cases'] as $case) {
            foreach ($case['forms'] as $form) {
                $runs["$form: {$case['case']}"] = [$form, $case];
            }
        }
        return $runs;
    }

    /** A value of the table as text: pieces joined, [text, n] repeated n times. */
    private static function text(string|array $value): string
    {
        if (is_string($value)) {
            return $value;
        }
        return implode('', array_map(
            static fn (string|array $piece): string => is_string($piece) ? $piece : str_repeat($piece[0], $piece[1]),
            $value,
        ));
    }

    /** The form's field a table key names: "text" is the form's free-text field. */
    private static function field(string $form, string $key): string
    {
        return $key === 'text' ? ($form === 'contact' ? 'message' : 'requirement') : $key;
    }

    /** The key a field travels under in the request body: the e-mail address as "to". */
    private static function requestKey(string $field): string
    {
        return $field === 'email' ? 'to' : $field;
    }

    public function testTheTableHasCasesForBothForms(): void
    {
        $forms = array_merge(...array_column(self::table()['cases'], 'forms'));
        self::assertSame(['contact', 'quote'], array_values(array_unique($forms)));
        self::assertGreaterThan(50, count(self::cases()));
    }

    /**
     * @dataProvider cases
     * @param array<string, mixed> $case
     */
    public function testTheEndpointAnswersAsTheTableSays(string $form, array $case): void
    {
        $fields = self::table()['valid'][$form];
        foreach ($case['values'] as $key => $value) {
            $fields[self::field($form, $key)] = self::text($value);
        }
        $payload = ['flag' => self::FLAGS[$form], 'recaptchaToken' => 'token'];
        foreach ($fields as $field => $value) {
            $payload[self::requestKey($field)] = $value;
        }
        // The endpoint answers with the first failing field in form order (the order of "valid").
        $firstError = null;
        foreach (array_keys(self::table()['valid'][$form]) as $field) {
            $key = $field === self::field($form, 'text') ? 'text' : $field;
            if (isset($case['errors'][$key])) {
                $firstError = [self::requestKey($field), $case['errors'][$key]];
                break;
            }
        }

        try {
            $enquiry = Enquiries::validated($payload);
        } catch (EnquiryRefused $e) {
            self::assertNotNull($firstError, "refused with \"{$e->getMessage()}\", but the table accepts it");
            self::assertFalse($e->malformed);
            self::assertSame([$firstError[0], $firstError[1]], [$e->field, $e->getMessage()]);
            return;
        }
        self::assertNull($firstError, 'accepted, but the table refuses it');
        foreach ($case['sent'] ?? [] as $key => $value) {
            $property = self::field($form, $key);
            self::assertSame(self::text($value), $enquiry->{$property}, $key);
        }
    }
}
