<?php

/**
 * Sends every queued mail (cron: see docs/endpoint.md), or lists the queue with --list.
 * Exit status: 0 all sent (or nothing to do), 2 some mails stay queued, 1 error.
 */

declare(strict_types=1);

use App\Application;
use App\Config\Config;
use App\Support\Redactor;

if (PHP_SAPI !== 'cli') {
    http_response_code(404);
    exit(1);
}

require dirname(__DIR__) . '/src/bootstrap.php';

$args = array_slice($argv, 1);
if (in_array('--help', $args, true) || in_array('-h', $args, true)) {
    fwrite(STDOUT, "Usage: php php/bin/outbox.php [--list [N]]\n"
        . "  (no option)  send every queued mail; mark each sent only after SMTP accepted it\n"
        . "  --list [N]   show the newest N enquiries (default 50) and their mails\n");
    exit(0);
}

try {
    $app = new Application(Config::fromEnvironment());
    if (($args[0] ?? '') === '--list') {
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
                // Stored redacted; redacted again for rows written by older versions.
                str_replace(["\r", "\n"], ' ', Redactor::redact((string) ($row['last_error'] ?? ''))),
            ));
        }
        exit(0);
    }
    $report = $app->delivery()->deliverDue();
    $left = $app->outbox()->pendingCount();
    fwrite(STDOUT, sprintf("outbox: %d sent, %d failed, %d queued\n", $report['sent'], $report['failed'], $left));
    exit($report['failed'] > 0 ? 2 : 0);
} catch (Throwable $e) {
    fwrite(STDERR, 'outbox: ' . $e::class . ': ' . $e->getMessage() . "\n");
    exit(1);
}
