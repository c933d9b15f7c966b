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

    /** www-data's uid and gid: the user php-fpm runs as. */
    private static function poolUser(): array
    {
        if (!function_exists('posix_geteuid') || posix_geteuid() !== 0) {
            self::markTestSkipped('runs as root only: what root leaves in the storage folder');
        }
        $user = posix_getpwnam('www-data');
        self::assertIsArray($user, 'Debian has www-data');
        return [(int) $user['uid'], (int) $user['gid']];
    }

    /** @return array<string, array{0: int, 1: int}> owner and mode of each entry of $dir */
    private static function owners(string $dir): array
    {
        clearstatcache();
        $owners = [];
        foreach (array_diff((array) scandir($dir), ['.', '..']) as $name) {
            $stat = (array) stat("$dir/$name");
            $owners[(string) $name] = [(int) $stat['uid'], (int) $stat['mode'] & 0777];
        }
        return $owners;
    }

    public function testRunAsRootItWorksAsTheStorageFoldersOwnerAndLeavesNothingThePoolCannotOpen(): void
    {
        [$uid, $gid] = self::poolUser();
        mkdir($this->storage(), 0700);
        chown($this->storage(), $uid);
        chgrp($this->storage(), $gid);
        chmod($this->tempDir(), 0711);

        $run = $this->outbox(['--list', '1']);

        self::assertSame(0, $run['exit'], $run['stderr']);
        $owners = self::owners($this->storage());
        self::assertArrayHasKey('outbox.sqlite', $owners);
        self::assertArrayHasKey('outbox.lock', $owners);
        foreach ($owners as $name => [$owner, $mode]) {
            self::assertSame($uid, $owner, "$name belongs to the pool's user");
        }
    }

    public function testRunAsRootItGivesBackWhatAnEarlierRootRunLeftInTheFolder(): void
    {
        [$uid, $gid] = self::poolUser();
        mkdir($this->storage() . '/logs', 0700, true);
        (new Database($this->storage()))->pdo(); // as root: root's files, as an earlier version left them
        touch($this->storage() . '/logs/endpoint.log');
        touch($this->storage() . '/notes.txt');
        chown($this->storage(), $uid);
        chgrp($this->storage(), $gid);
        chmod($this->tempDir(), 0711);

        $run = $this->outbox();

        self::assertSame(0, $run['exit'], $run['stderr']);
        foreach (self::owners($this->storage()) as $name => [$owner]) {
            self::assertSame($name === 'notes.txt' ? 0 : $uid, $owner, "$name: the endpoint's files only");
        }
        self::assertSame($uid, self::owners($this->storage() . '/logs')['endpoint.log'][0]);
    }

    public function testRunAsRootWithoutAStorageFolderItRefusesAndSaysWhatToDo(): void
    {
        self::poolUser();

        $run = $this->outbox(['--list', '1']);

        self::assertSame(1, $run['exit']);
        self::assertStringContainsString('STORAGE_DIR ' . $this->storage() . ' does not exist yet', $run['stderr']);
        self::assertStringContainsString('install -d -o www-data -g www-data -m 0700', $run['stderr']);
        self::assertDirectoryDoesNotExist($this->storage(), 'nothing made');
    }

    public function testAnUnknownOptionIsAnErrorNotADelivery(): void
    {
        $run = $this->outbox(['--export', 'xml']);
        self::assertSame(1, $run['exit']);
        self::assertStringContainsString('Usage', $run['stderr']);
    }
}
