<?php

declare(strict_types=1);

namespace App\Mail;

interface MailTransport
{
    /**
     * Returns once the SMTP server accepted the message for at least one recipient (the receipt
     * names those it refused); throws MailTransportException when it went to nobody.
     *
     * $accepted is called with the receipt the moment the server has taken the message (its 250
     * to the data), before the connection is closed: whatever happens afterwards (a server slow
     * to answer QUIT, this process killed), the caller has been told. It must not throw.
     *
     * @param (\Closure(MailReceipt): void)|null $accepted
     */
    public function send(MailMessage $message, ?\Closure $accepted = null): MailReceipt;
}
