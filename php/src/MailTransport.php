<?php

declare(strict_types=1);

namespace App;

interface MailTransport
{
    /** Returns once the SMTP server accepted the message; throws MailTransportException otherwise. */
    public function send(MailMessage $message): void;
}
