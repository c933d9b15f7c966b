<?php

declare(strict_types=1);

namespace App\Enquiry;

use App\Http\HttpError;

/**
 * Applies the field rules (FieldRules: the checks and messages the browser applies too) to the
 * trimmed values, in form order, then requires a captcha token. Returns the enquiry with trimmed
 * values, or throws a 422 with the message of the first failing check and the request key it
 * concerns.
 */
final class EnquiryValidator
{
    // The characters JavaScript's String.prototype.trim() removes.
    private const JS_SPACE = '[\x{0009}-\x{000D}\x{0020}\x{00A0}\x{1680}\x{2000}-\x{200A}'
        . '\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}]';

    public function __construct(private readonly FieldRules $rules)
    {
    }

    /**
     * @throws HttpError 422
     * @throws RulesUnavailable when the rules cannot be read
     */
    public function validate(Enquiry $enquiry): Enquiry
    {
        $trimmed = new Enquiry(
            $enquiry->flag,
            self::trim($enquiry->name),
            self::trim($enquiry->email),
            self::trim($enquiry->message),
            self::trim($enquiry->phone),
            self::trim($enquiry->requirement),
            $enquiry->recaptchaToken,
            $enquiry->honeypot,
        );
        // Request key => [rule set, value]; the e-mail address travels as "to".
        $fields = ['name' => ['name', $trimmed->name], 'to' => ['email', $trimmed->email]];
        $fields += $trimmed->isQuote()
            ? ['phone' => ['phone', $trimmed->phone], 'requirement' => ['text', $trimmed->requirement]]
            : ['message' => ['text', $trimmed->message]];
        foreach ($fields as $field => [$set, $value]) {
            $message = $this->rules->firstFailure($set, $value);
            if ($message !== null) {
                throw new HttpError(422, $message, [], ['field' => $field]);
            }
        }
        if ($trimmed->recaptchaToken === '') {
            throw new HttpError(422, $this->rules->captchaMissing());
        }
        return $trimmed;
    }

    private static function trim(string $value): string
    {
        return (string) preg_replace('/^' . self::JS_SPACE . '+|' . self::JS_SPACE . '+$/Du', '', $value);
    }
}
