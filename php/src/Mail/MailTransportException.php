<?php

declare(strict_types=1);

namespace App\Mail;

/** The SMTP server did not take the message. $connectionFailed: it could not even be reached. */
final class MailTransportException extends \RuntimeException
{
    public function __construct(string $message, public readonly bool $connectionFailed = false)
    {
        parent::__construct($message);
    }
}
