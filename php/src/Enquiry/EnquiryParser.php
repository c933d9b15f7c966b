<?php

declare(strict_types=1);

namespace App\Enquiry;

/**
 * Turns the JSON body into an Enquiry, by the contract's request keys. Anything malformed is
 * refused (EnquiryRefused::malformed, a 400): not UTF-8, not JSON, not an object, a text field that
 * is not a string, an unknown flag. Missing or null fields count as empty; a field of the other
 * kind is ignored.
 */
final class EnquiryParser
{
    public function __construct(private readonly EnquiryContract $contract)
    {
    }

    /** @throws EnquiryRefused|RulesUnavailable */
    public function parse(string $body): Enquiry
    {
        if (!mb_check_encoding($body, 'UTF-8')) {
            throw EnquiryRefused::malformed();
        }
        try {
            $data = json_decode($body, true, 8, JSON_THROW_ON_ERROR);
        } catch (\JsonException) {
            throw EnquiryRefused::malformed();
        }
        if (!is_array($data) || ($data !== [] && array_is_list($data))) {
            throw EnquiryRefused::malformed();
        }
        foreach ($this->contract->textKeys() as $key) {
            if (isset($data[$key]) && !is_string($data[$key])) {
                throw EnquiryRefused::malformed();
            }
        }
        $flag = $data[$this->contract->wire('kind')] ?? null;
        $kind = is_string($flag) ? $this->contract->kindOf($flag) : null;
        if ($kind === null) {
            throw EnquiryRefused::malformed();
        }
        $get = static fn (string $key): string => (string) ($data[$key] ?? '');
        $values = array_map(static fn (array $field): string => $get($field['wire']), $this->contract->fields($kind));

        return (new Enquiry(
            $flag,
            recaptchaToken: $get($this->contract->wire('captchaToken')),
            honeypot: $get($this->contract->wire('honeypot')),
        ))->with($values);
    }
}
