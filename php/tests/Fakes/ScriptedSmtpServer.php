<?php

declare(strict_types=1);

namespace App\Tests\Fakes;

/** Runs smtp-server.php in its own process for a test; stop() ends it and returns what it took. */
final class ScriptedSmtpServer
{
    public readonly int $port;
    /** @var resource */
    private $process;
    /** @var resource */
    private $stdout;
    /** @var list<array{rcpt: list<string>, at: float, message-id?: string}> */
    private array $accepted = [];

    /**
     * @param list<string> $refuse addresses refused at RCPT TO
     * @param list<string> $options smtp-server.php's options, e.g. '--quit-delay=2'
     */
    public function __construct(array $refuse = [], array $options = [])
    {
        $command = [PHP_BINARY, __DIR__ . '/smtp-server.php', ...$options, ...$refuse];
        $process = proc_open($command, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
        if ($process === false) {
            throw new \RuntimeException('cannot start the scripted SMTP server');
        }
        $this->process = $process;
        $this->stdout = $pipes[1];
        $port = (int) fgets($this->stdout);
        if ($port === 0) {
            throw new \RuntimeException('scripted SMTP server: ' . stream_get_contents($pipes[2]));
        }
        $this->port = $port;
    }

    /** @return list<list<string>> the recipients of every message the server accepted */
    public function stop(): array
    {
        proc_terminate($this->process);
        while (($line = fgets($this->stdout)) !== false) {
            $this->accepted[] = json_decode($line, true);
        }
        proc_close($this->process);
        return array_column($this->accepted, 'rcpt');
    }

    /**
     * Every message the server accepted (after stop()): recipients, when it answered 250 and the
     * Message-ID header.
     *
     * @return list<array{rcpt: list<string>, at: float, message-id?: string}>
     */
    public function accepted(): array
    {
        return $this->accepted;
    }
}
