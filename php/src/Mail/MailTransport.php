<?php

declare(strict_types=1);

namespace App\Mail;

interface MailTransport
{
    /**
     * Returns once the SMTP server accepted the message for at least one recipient (the receipt
     * names those it refused); throws MailTransportException when it went to nobody.
     */
    public function send(MailMessage $message): MailReceipt;
}
