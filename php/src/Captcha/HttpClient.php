<?php

declare(strict_types=1);

namespace App\Captcha;

/** Posts a form and returns [status, body]; throws HttpClientException when no answer arrives. */
interface HttpClient
{
    /**
     * @param array<string, string> $fields
     * @return array{0: int, 1: string}
     */
    public function postForm(string $url, array $fields, int $timeoutSeconds): array;
}
