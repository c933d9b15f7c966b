<?php

declare(strict_types=1);

namespace App\Mail;

/**
 * What the SMTP server did with a message it took: it went to every recipient except $refused
 * (addresses the server refused at RCPT TO while it accepted the others and the data).
 */
final class MailReceipt
{
    /** @param list<string> $refused */
    public function __construct(public readonly array $refused = [], public readonly string $detail = '')
    {
    }
}
