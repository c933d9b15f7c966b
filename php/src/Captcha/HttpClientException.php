<?php

declare(strict_types=1);

namespace App\Captcha;

final class HttpClientException extends \RuntimeException
{
}
