<?php

declare(strict_types=1);

namespace App\Tests\Fakes;

use App\MailMessage;
use App\MailTransport;
use App\MailTransportException;

final class FakeMailTransport implements MailTransport
{
    /** @var list<MailMessage> */
    public array $sent = [];
    /** 'ok', 'reject' (SMTP refused the message) or 'down' (no connection) */
    public string $mode = 'ok';
    public int $attempts = 0;
    /** Called during each send (e.g. to move a test clock: a connection that hangs). */
    public ?\Closure $during = null;

    public function send(MailMessage $message): void
    {
        $this->attempts++;
        if ($this->during !== null) {
            ($this->during)();
        }
        if ($this->mode === 'down') {
            throw new MailTransportException('SMTP connect failed', true);
        }
        if ($this->mode === 'reject') {
            throw new MailTransportException('SMTP send failed: 451 try later');
        }
        $this->sent[] = $message;
    }
}
