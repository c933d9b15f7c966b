<?php

/**
 * A scripted SMTP server for PhpMailerTransportTest (run by ScriptedSmtpServer, never by PHPUnit
 * itself): listens on 127.0.0.1, prints its port, refuses RCPT TO for the addresses given as
 * arguments (550) and accepts everything else. Each accepted message's envelope goes to stdout as
 * one JSON line. Options shape the end of the conversation:
 *   --quit-delay=S     wait S seconds before answering QUIT (a server slow to say goodbye)
 *   --drop-after-data  read the message, then close the connection without answering it
 *   --close-after-250  answer 250 to the message, then close the connection at once
 */

declare(strict_types=1);

$refuse = [];
$options = ['quit-delay' => 0.0, 'drop-after-data' => false, 'close-after-250' => false];
foreach (array_slice($argv, 1) as $arg) {
    if (preg_match('/^--quit-delay=([\d.]+)$/D', $arg, $m) === 1) {
        $options['quit-delay'] = (float) $m[1];
    } elseif ($arg === '--drop-after-data' || $arg === '--close-after-250') {
        $options[substr($arg, 2)] = true;
    } else {
        $refuse[] = strtolower($arg);
    }
}
$server = stream_socket_server('tcp://127.0.0.1:0', $errno, $error);
if ($server === false) {
    fwrite(STDERR, "cannot listen: $error\n");
    exit(1);
}
fwrite(STDOUT, explode(':', (string) stream_socket_get_name($server, false))[1] . "\n");

while ($client = @stream_socket_accept($server, -1)) {
    $say = static function (string $line) use ($client): void {
        @fwrite($client, $line . "\r\n");
    };
    $say('220 scripted ESMTP');
    $rcpt = [];
    while (($line = fgets($client)) !== false) {
        $command = strtoupper(substr(trim($line), 0, 4));
        if ($command === 'EHLO' || $command === 'HELO') {
            $say('250 scripted');
        } elseif ($command === 'MAIL' || $command === 'RSET' || $command === 'NOOP') {
            $rcpt = $command === 'NOOP' ? $rcpt : [];
            $say('250 OK');
        } elseif ($command === 'RCPT') {
            preg_match('/<([^>]*)>/', $line, $match);
            $address = strtolower($match[1] ?? '');
            if (in_array($address, $refuse, true)) {
                $say("550 5.1.1 <$address>: no such user");
            } else {
                $rcpt[] = $address;
                $say('250 OK');
            }
        } elseif ($command === 'DATA') {
            $say('354 go ahead');
            $headers = [];
            while (($data = fgets($client)) !== false && rtrim($data, "\r\n") !== '.') {
                if (preg_match('/^Message-ID:\s*(\S+)/i', $data, $m) === 1) {
                    $headers['message-id'] = $m[1];
                }
            }
            if ($options['drop-after-data']) {
                break;
            }
            fwrite(STDOUT, json_encode(['rcpt' => $rcpt, 'at' => microtime(true)] + $headers) . "\n");
            $say('250 OK queued');
            if ($options['close-after-250']) {
                break;
            }
        } elseif ($command === 'QUIT') {
            usleep((int) ($options['quit-delay'] * 1e6));
            $say('221 bye');
            break;
        } else {
            $say('502 not implemented');
        }
    }
    fclose($client);
}
