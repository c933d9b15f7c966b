<?php

/**
 * Sends every queued mail (cron: see docs/endpoint.md), lists the queue with --list, or exports
 * the enquiries for the sales team with --export csv.
 * Exit status: 0 every mail sent (or nothing to do), 2 some mail is not sent yet (queued, or still
 * claimed by a sender), 1 error.
 */

declare(strict_types=1);

use App\Application;
use App\Config\Config;
use App\Enquiry\Enquiry;
use App\Support\Csv;
use App\Support\Redactor;
use App\Support\StorageOwner;

if (PHP_SAPI !== 'cli') {
    http_response_code(404);
    exit(1);
}

require dirname(__DIR__) . '/src/bootstrap.php';

const USAGE = "Usage: php php/bin/outbox.php [--list [N] | --export csv]\n"
    . "  (no option)   send every queued mail; mark each sent as soon as SMTP accepted it\n"
    . "  --list [N]    show the newest N enquiries (default 50), a line for each of their mails,\n"
    . "                without visitor data\n"
    . "  --export csv  every accepted enquiry with what the visitor sent, as CSV (UTF-8 with a byte\n"
    . "                order mark, for Excel) on stdout\n";

$args = array_slice($argv, 1);
if (in_array('--help', $args, true) || in_array('-h', $args, true)) {
    fwrite(STDOUT, USAGE);
    exit(0);
}
$command = $args[0] ?? 'send';
$valid = match ($command) {
    'send' => count($args) === 0,
    '--list' => count($args) === 1 || (count($args) === 2 && ctype_digit($args[1])),
    '--export' => $args === ['--export', 'csv'],
    default => false,
};
if (!$valid) {
    fwrite(STDERR, USAGE);
    exit(1);
}

// The queue, its WAL files and the log hold visitor data: owner-only, whatever the shell's umask.
umask(0077);

try {
    $config = Config::fromEnvironment();
    // As root: as the storage folder's owner (php-fpm's user), or not at all.
    $refusal = StorageOwner::become($config->storageDir);
    if ($refusal !== null) {
        fwrite(STDERR, "outbox: $refusal\n");
        exit(1);
    }
    $app = new Application($config);
    if ($command === '--list') {
        $rows = $app->outbox()->listMessages(max(1, (int) ($args[1] ?? 50)));
        $format = "%-24s %-10s %-9s %-20s %-5s %-7s %-8s %s\n";
        $header = ['ENQUIRY', 'FLAG', 'STATE', 'RECEIVED (UTC)', 'MAIL', 'STATUS', 'ATTEMPTS', 'LAST ERROR'];
        fwrite(STDOUT, sprintf($format, ...$header));
        foreach ($rows as $row) {
            fwrite(STDOUT, sprintf(
                $format,
                $row['enquiry'],
                $row['flag'],
                $row['enquiry_status'],
                gmdate('Y-m-d H:i:s', (int) $row['created_at']),
                $row['kind'] ?? '-',
                $row['status'] ?? '-',
                $row['attempts'] ?? '-',
                // Stored redacted; redacted again for rows written by older versions. An SMTP
                // server's words, so no control character of theirs reaches the terminal.
                str_replace(["\r", "\n", "\t"], ' ', Csv::visible(Redactor::redact((string) $row['last_error']))),
            ));
        }
        exit(0);
    }
    if ($command === '--export') {
        // UTF-8 with its byte order mark: Excel on Windows reads a CSV without one in the
        // machine's legacy code page, and Hindi names and the rupee sign come out garbled.
        $header = ['enquiry', 'received_utc', 'kind', 'name', 'email', 'phone', 'message', 'delivery'];
        fwrite(STDOUT, "\u{FEFF}" . Csv::line($header));
        $contract = $app->contract();
        foreach ($app->outbox()->export() as $row) {
            $enquiry = Enquiry::fromArray($row['payload']);
            fwrite(STDOUT, Csv::line([
                $row['id'],
                gmdate('Y-m-d H:i:s', $row['createdAt']),
                $contract->kindOf($enquiry->flag) ?? $enquiry->flag,
                $enquiry->name,
                $enquiry->email,
                $enquiry->phone,
                // The free text: a message, or a quote's requirement (a kind has only one of them).
                $enquiry->message !== '' ? $enquiry->message : $enquiry->requirement,
                $row['delivery'],
            ]));
        }
        exit(0);
    }
    $report = $app->delivery()->deliverDue();
    $outbox = $app->outbox();
    $left = $outbox->pendingCount();
    $sending = $outbox->sendingCount();
    fwrite(STDOUT, sprintf(
        "outbox: %d sent, %d failed, %d queued%s\n",
        $report['sent'],
        $report['failed'],
        $left,
        $sending > 0 ? " ($sending being sent)" : '',
    ));
    // Anything not sent yet, including a mail still claimed by a sender that died, is reported:
    // monitoring must not take a stuck mail for a quiet queue.
    exit($left > 0 ? 2 : 0);
} catch (Throwable $e) {
    fwrite(STDERR, 'outbox: ' . $e::class . ': ' . $e->getMessage() . "\n");
    exit(1);
}
