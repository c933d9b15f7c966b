<?php

declare(strict_types=1);

namespace App\Tests\Fakes;

use App\CaptchaUnavailable;
use App\CaptchaVerifier;

final class FakeCaptchaVerifier implements CaptchaVerifier
{
    /** @var list<array{0: string, 1: string}> */
    public array $calls = [];

    /** 'pass', 'fail' or 'down' */
    public function __construct(public string $mode = 'pass')
    {
    }

    public function verify(string $token, string $remoteIp): bool
    {
        $this->calls[] = [$token, $remoteIp];
        if ($this->mode === 'down') {
            throw new CaptchaUnavailable('fake verifier down');
        }
        return $this->mode === 'pass';
    }
}
