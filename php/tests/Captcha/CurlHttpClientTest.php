<?php

declare(strict_types=1);

namespace App\Tests\Captcha;

use App\Captcha\CurlHttpClient;
use App\Captcha\HttpClientException;
use PHPUnit\Framework\TestCase;

final class CurlHttpClientTest extends TestCase
{
    public function testAClosedPortFailsWithAnException(): void
    {
        $this->expectException(HttpClientException::class);
        (new CurlHttpClient())->postForm('http://127.0.0.1:1/siteverify', ['a' => 'b'], 2);
    }
}
