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

    /** Every message handed to send(), whatever became of it. @var list<MailMessage> */
    public array $tried = [];
    /** Runs once the server took the message, before the acceptance is reported. */
    public ?\Closure $afterAcceptBefore = null;
    /** Runs once the acceptance was reported (the QUIT of a real server). */
    public ?\Closure $afterAccept = null;

    public function send(MailMessage $message, ?\Closure $accepted = null): MailReceipt
    {
        $this->attempts++;
        $this->tried[] = $message;
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
        $receipt = new MailReceipt($refused, $refused === [] ? '' : $detail);
        if ($this->afterAcceptBefore !== null) {
            ($this->afterAcceptBefore)();
        }
        if ($accepted !== null) {
            $accepted($receipt);
        }
        if ($this->afterAccept !== null) {
            ($this->afterAccept)();
        }
        return $receipt;
    }
}
