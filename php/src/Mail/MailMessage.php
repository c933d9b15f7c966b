<?php

declare(strict_types=1);

namespace App\Mail;

/** A mail ready to send. The sender is fixed by the transport (MAIL_FROM), never set here. */
final class MailMessage
{
    /**
     * @param list<string> $to
     * @param array<string, string> $headers extra headers with values we generated ourselves
     * @param string|null $messageId "<...@...>", the same for every attempt at this mail, so that
     *                               mail clients fold the rare second copy into the first
     */
    public function __construct(
        public readonly array $to,
        public readonly string $subject,
        public readonly string $text,
        public readonly ?string $html = null,
        public readonly ?string $replyTo = null,
        public readonly string $replyToName = '',
        public readonly array $headers = [],
        public readonly ?string $messageId = null,
    ) {
    }
}
