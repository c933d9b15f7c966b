<?php

declare(strict_types=1);

namespace App\Tests\Fakes;

use App\Captcha\CaptchaUnavailable;
use App\Captcha\CaptchaVerifier;

final class FakeCaptchaVerifier implements CaptchaVerifier
{
    /** @var list<array{0: string, 1: string}> token and client address of each call */
    public array $calls = [];
    /** Runs during verify(): what other requests do while this one waits for the verifier. */
    public ?\Closure $meanwhile = null;

    /** 'pass', 'fail' or 'down' */
    public function __construct(public string $mode = 'pass')
    {
    }

    public function verify(string $token, string $remoteIp): bool
    {
        $this->calls[] = [$token, $remoteIp];
        if ($this->meanwhile !== null) {
            ($this->meanwhile)();
        }
        if ($this->mode === 'down') {
            throw new CaptchaUnavailable('fake verifier down');
        }
        return $this->mode === 'pass';
    }
}
