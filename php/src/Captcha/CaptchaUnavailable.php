<?php

declare(strict_types=1);

namespace App\Captcha;

/** The verifier is unreachable, too slow, broken or misconfigured: fail closed (503). */
final class CaptchaUnavailable extends \RuntimeException
{
}
