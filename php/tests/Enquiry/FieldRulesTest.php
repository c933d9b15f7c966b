<?php

declare(strict_types=1);

namespace App\Tests\Enquiry;

use App\Enquiry\FieldRules;
use App\Enquiry\RulesUnavailable;
use App\Tests\Fixtures\TempDir;
use PHPUnit\Framework\TestCase;

final class FieldRulesTest extends TestCase
{
    use TempDir;

    /** @param array<string, mixed>|string $rules the file's content, or its JSON data */
    private function rules(array|string $rules): FieldRules
    {
        $file = $this->tempDir() . '/enquiry-rules.json';
        file_put_contents($file, is_string($rules) ? $rules : json_encode($rules));
        return new FieldRules($file);
    }

    /** @return array<string, mixed> the shipped rules, as data */
    private static function shipped(): array
    {
        return json_decode((string) file_get_contents(FieldRules::FILE), true, 16, JSON_THROW_ON_ERROR);
    }

    public function testTheFirstFailingCheckOfASetGivesItsMessage(): void
    {
        $rules = new FieldRules(FieldRules::FILE);

        self::assertSame('Phone number is required', $rules->firstFailure('phone', ''));
        self::assertSame('Phone number must be at least 10 characters long', $rules->firstFailure('phone', '12'));
        self::assertSame('Please enter a valid phone number', $rules->firstFailure('phone', '1234567890'));
        self::assertNull($rules->firstFailure('phone', '9876543210'));
        self::assertSame('Please complete the reCAPTCHA verification', $rules->captchaMissing());
    }

    public function testPatternsMatchTheWholeValueAsInJavaScript(): void
    {
        $rules = self::shipped();
        $rules['text'][] = ['check' => 'pattern', 'value' => '^a~b/c$', 'message' => 'Not a~b/c'];
        $rules['phone'] = [['check' => 'pattern', 'value' => '^é.$', 'message' => 'Not é and one character']];
        $fieldRules = $this->rules($rules);

        self::assertNull($fieldRules->firstFailure('text', 'a~b/c'), 'the delimiter and slashes are plain characters');
        self::assertSame('Not a~b/c', $fieldRules->firstFailure('text', "a~b/c\n"), '$ is the very end');
        self::assertNull($fieldRules->firstFailure('phone', 'é😀'), 'characters, not bytes');
    }

    public function testTheFileIsReadOncePerObject(): void
    {
        $fieldRules = $this->rules(self::shipped());
        self::assertSame('Message is required', $fieldRules->firstFailure('text', ''));
        unlink($this->tempDir() . '/enquiry-rules.json');

        self::assertSame('Message is required', $fieldRules->firstFailure('text', ''));
        $this->expectException(RulesUnavailable::class);
        (new FieldRules($this->tempDir() . '/enquiry-rules.json'))->captchaMissing();
    }

    /** @return array<string, array{0: \Closure(array<string, mixed>): (array<string, mixed>|string), 1: string}> */
    public static function brokenFiles(): array
    {
        $without = static fn (string $key): \Closure => static function (array $rules) use ($key): array {
            unset($rules[$key]);
            return $rules;
        };
        $nameCheck = static fn (array $check): \Closure => static function (array $rules) use ($check): array {
            $rules['name'][1] = $check;
            return $rules;
        };
        return [
            'not JSON' => [static fn (): string => '{"name": [', 'enquiry-rules.json is not valid JSON'],
            'a list' => [static fn (): string => '[]', 'enquiry-rules.json does not hold an object'],
            'no email rules' => [$without('email'), '"email" is not a list of checks'],
            'no captcha message' => [$without('captchaMissing'), '"captchaMissing" is not a message'],
            'empty rule set' => [static fn (array $r): array => ['text' => []] + $r, '"text" is not a list of checks'],
            'unknown check' => [$nameCheck(['check' => 'email', 'message' => 'x']),
                'name check 2 is not a known check'],
            'no message' => [$nameCheck(['check' => 'required']), 'name check 2 has no message'],
            'length not a number' => [$nameCheck(['check' => 'minLength', 'value' => '2', 'message' => 'x']),
                'name check 2 needs a whole number as its value'],
            'pattern missing' => [$nameCheck(['check' => 'pattern', 'message' => 'x']),
                'name check 2 needs a pattern as its value'],
            'pattern PHP cannot read' => [$nameCheck(['check' => 'pattern', 'value' => '^[a-', 'message' => 'x']),
                'name check 2 has a pattern PHP cannot read'],
        ];
    }

    /**
     * @dataProvider brokenFiles
     * @param \Closure(array<string, mixed>): (array<string, mixed>|string) $break
     */
    public function testAMissingOrMalformedFileIsRulesUnavailableOnFirstUse(\Closure $break, string $why): void
    {
        $fieldRules = $this->rules($break(self::shipped()));

        $this->expectException(RulesUnavailable::class);
        $this->expectExceptionMessage($why);
        $fieldRules->firstFailure('name', 'Ada');
    }

    public function testAMissingFileIsRulesUnavailable(): void
    {
        $this->expectException(RulesUnavailable::class);
        $this->expectExceptionMessage('cannot read absent.json');
        (new FieldRules($this->tempDir() . '/absent.json'))->firstFailure('name', 'Ada');
    }
}
