<?php

declare(strict_types=1);

namespace App\Tests\Http;

use App\Http\JsonResponse;
use PHPUnit\Framework\TestCase;

final class JsonResponseTest extends TestCase
{
    public function testSuccessIsJsonAndNeverCached(): void
    {
        $response = JsonResponse::success();
        self::assertSame(200, $response->status);
        self::assertSame('{"success":true}', $response->json());
        self::assertSame('application/json; charset=utf-8', $response->allHeaders()['Content-Type']);
        self::assertSame('no-store', $response->allHeaders()['Cache-Control']);
    }

    public function testFailureCarriesTheMessageExtraKeysAndHeaders(): void
    {
        $response = JsonResponse::failure(429, 'Try again later.', ['Retry-After' => '60'], ['field' => 'x']);
        self::assertSame('{"success":false,"error":"Try again later.","field":"x"}', $response->json());
        self::assertSame('60', $response->allHeaders()['Retry-After']);
        self::assertSame('no-store', $response->allHeaders()['Cache-Control']);
    }
}
