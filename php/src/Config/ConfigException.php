<?php

declare(strict_types=1);

namespace App\Config;

/** The endpoint is misconfigured: an operator problem, never shown to the visitor in detail. */
final class ConfigException extends \RuntimeException
{
}
