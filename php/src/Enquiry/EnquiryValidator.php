<?php

declare(strict_types=1);

namespace App\Enquiry;

/**
 * Applies the contract's field rules (the checks and messages the browser applies too) to the
 * trimmed values of the enquiry's kind, in form order, then requires a captcha token. Returns the
 * enquiry with trimmed values, or refuses it (EnquiryRefused::invalid, a 422) with the message of
 * the first failing check and the request key it concerns.
 */
final class EnquiryValidator
{
    // The characters JavaScript's String.prototype.trim() removes.
    private const JS_SPACE = '[\x{0009}-\x{000D}\x{0020}\x{00A0}\x{1680}\x{2000}-\x{200A}'
        . '\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}]';

    public function __construct(private readonly EnquiryContract $contract)
    {
    }

    /**
     * @throws EnquiryRefused invalid
     * @throws RulesUnavailable when the contract cannot be read
     */
    public function validate(Enquiry $enquiry): Enquiry
    {
        $trimmed = $enquiry->with(array_map(self::trim(...), $enquiry->values()));
        $kind = $this->contract->kindOf($trimmed->flag) ?? throw EnquiryRefused::malformed();
        foreach ($this->contract->fields($kind) as $name => $field) {
            $message = $this->contract->firstFailure($field['rules'], $trimmed->value($name));
            if ($message !== null) {
                throw EnquiryRefused::invalid($message, $field['wire']);
            }
        }
        if ($trimmed->recaptchaToken === '') {
            throw EnquiryRefused::invalid($this->contract->captchaMissing());
        }
        return $trimmed;
    }

    private static function trim(string $value): string
    {
        return (string) preg_replace('/^' . self::JS_SPACE . '+|' . self::JS_SPACE . '+$/Du', '', $value);
    }
}
