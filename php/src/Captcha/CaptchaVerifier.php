<?php

declare(strict_types=1);

namespace App\Captcha;

interface CaptchaVerifier
{
    /**
     * True when the verifier accepts the token, false when it rejects it. $remoteIp: the client
     * ('' when unknown).
     *
     * @throws CaptchaUnavailable when the verifier cannot give an answer
     */
    public function verify(string $token, string $remoteIp): bool;
}
