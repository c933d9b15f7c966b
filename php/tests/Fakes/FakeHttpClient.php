<?php

declare(strict_types=1);

namespace App\Tests\Fakes;

use App\Captcha\HttpClient;
use App\Captcha\HttpClientException;

final class FakeHttpClient implements HttpClient
{
    /** @var list<array{url: string, fields: array<string, string>, timeout: int}> */
    public array $calls = [];

    /** @param array{0: int, 1: string}|null $answer null: unreachable */
    public function __construct(public ?array $answer)
    {
    }

    public function postForm(string $url, array $fields, int $timeoutSeconds): array
    {
        $this->calls[] = ['url' => $url, 'fields' => $fields, 'timeout' => $timeoutSeconds];
        if ($this->answer === null) {
            throw new HttpClientException('connection refused');
        }
        return $this->answer;
    }
}
