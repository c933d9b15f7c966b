<?php

declare(strict_types=1);

namespace App\Tests;

use App\Storage\Database;
use App\Storage\Outbox;
use App\Tests\Fixtures\Enquiries;
use App\Tests\Fixtures\Requests;
use App\Tests\Fixtures\Settings;
use App\Tests\Fixtures\TempDir;
use PHPUnit\Framework\TestCase;

/** php/bin/outbox.php as cron and the sales team run it: exit status, --list, --export csv. */
final class OutboxCommandTest extends TestCase
{
    use TempDir;

    private function storage(): string
    {
        return $this->tempDir() . '/storage';
    }

    /**
     * @param list<string> $args
     * @return array{stdout: string, stderr: string, exit: int}
     */
    private function outbox(array $args = []): array
    {
        $env = Settings::REQUIRED + [
            'STORAGE_DIR' => $this->storage(),
            'SMTP_PORT' => '1', // nothing listens: any attempt fails at once
            'SMTP_TIMEOUT' => '2',
            'ENV_FILE' => '/dev/null',
            'PATH' => (string) getenv('PATH'),
        ];
        $process = proc_open(
            [PHP_BINARY, dirname(__DIR__) . '/bin/outbox.php', ...$args],
            [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']],
            $pipes,
            null,
            $env,
        );
        self::assertIsResource($process);
        fclose($pipes[0]);
        $stdout = (string) stream_get_contents($pipes[1]);
        $stderr = (string) stream_get_contents($pipes[2]);
        return ['stdout' => $stdout, 'stderr' => $stderr, 'exit' => proc_close($process)];
    }

    public function testNothingQueuedExitsZero(): void
    {
        (new Database($this->storage()))->pdo();
        $run = $this->outbox();
        self::assertSame(0, $run['exit'], $run['stderr']);
        self::assertSame("outbox: 0 sent, 0 failed, 0 queued\n", $run['stdout']);
    }

    public function testAMailStillClaimedByADeadSenderExitsTwo(): void
    {
        // A sender died mid-send: its claim holds for the lease, so this run cannot try the mail,
        // yet the mail is not delivered: monitoring must hear about it.
        $outbox = new Outbox(new Database($this->storage()));
        $id = $outbox->accept(Enquiries::contact(), 'hash', time(), false);
        [$messageId] = $outbox->messageIds($id, time());
        $outbox->claim($messageId, time(), 600);

        $run = $this->outbox();
        self::assertSame(2, $run['exit'], $run['stdout'] . $run['stderr']);
        self::assertSame("outbox: 0 sent, 0 failed, 1 queued (1 being sent)\n", $run['stdout']);
    }

    public function testTheExportIsCsvForTheSalesTeamWithoutFormulas(): void
    {
        $outbox = new Outbox(new Database($this->storage()));
        $first = $outbox->accept(Enquiries::parsed(Requests::contact([
            'name' => 'Ada "The Countess" Lovelace',
            'message' => "=HYPERLINK(\"http://evil.example\",\"click\")\nsecond line, with a comma",
        ])), 'hash', 1700000000, true);
        $second = $outbox->accept(Enquiries::parsed(Requests::quote([
            'name' => '@Grace', 'to' => '-grace@example.net', 'requirement' => '+91 shop',
        ])), 'hash', 1700000060, false);
        [$staff] = $outbox->messageIds($first, 1700000000);
        $outbox->claim($staff, 1700000001, 60);
        $outbox->markSent($staff, 1700000002);

        $run = $this->outbox(['--export', 'csv']);

        self::assertSame(0, $run['exit'], $run['stderr']);
        self::assertSame(
            "\u{FEFF}enquiry,received_utc,kind,name,email,phone,message,delivery\r\n"
            . "$first,2023-11-14 22:13:20,contact,\"Ada \"\"The Countess\"\" Lovelace\",visitor@example.org,,"
            . "\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"click\"\")\nsecond line, with a comma\",sent\r\n"
            . "$second,2023-11-14 22:14:20,quote,'@Grace,'-grace@example.net,9876543210,'+91 shop,queued\r\n",
            $run['stdout'],
        );
    }

    public function testAnUnknownOptionIsAnErrorNotADelivery(): void
    {
        $run = $this->outbox(['--export', 'xml']);
        self::assertSame(1, $run['exit']);
        self::assertStringContainsString('Usage', $run['stderr']);
    }
}
