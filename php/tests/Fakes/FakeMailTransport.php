<?php

declare(strict_types=1);

namespace App\Tests\Fakes;

use App\Mail\MailMessage;
use App\Mail\MailReceipt;
use App\Mail\MailTransport;
use App\Mail\MailTransportException;

final class FakeMailTransport implements MailTransport
{
    /** @var list<MailMessage> */
    public array $sent = [];
    /** 'ok', 'reject' (SMTP refused the message) or 'down' (no connection) */
    public string $mode = 'ok';
    /** The server's reply in 'reject' mode. */
    public string $rejection = 'SMTP send failed: 451 try later';
    public int $attempts = 0;
    /** Called during each send (e.g. to move a test clock: a connection that hangs). */
    public ?\Closure $during = null;
    /**
     * Addresses the server refuses at RCPT TO, as PHPMailer reports it: the message goes to the
     * others (a receipt naming the refused), or nowhere when every recipient is refused.
     *
     * @var list<string>
     */
    public array $refuse = [];

    public function send(MailMessage $message): MailReceipt
    {
        $this->attempts++;
        if ($this->during !== null) {
            ($this->during)();
        }
        if ($this->mode === 'down') {
            throw new MailTransportException('SMTP connect failed', true);
        }
        if ($this->mode === 'reject') {
            throw new MailTransportException($this->rejection);
        }
        $refused = array_values(array_intersect($message->to, $this->refuse));
        $detail = 'SMTP: SMTP Error: The following recipients failed: '
            . implode('', array_map(static fn (string $a): string => "$a: 550 5.1.1 <$a>: no such user", $refused));
        if ($refused !== [] && count($refused) === count($message->to)) {
            throw new MailTransportException($detail);
        }
        $this->sent[] = $message;
        return new MailReceipt($refused, $refused === [] ? '' : $detail);
    }
}
