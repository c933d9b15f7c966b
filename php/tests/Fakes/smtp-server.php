<?php

/**
 * A scripted SMTP server for PhpMailerTransportTest (run by ScriptedSmtpServer, never by PHPUnit
 * itself): listens on 127.0.0.1, prints its port, refuses RCPT TO for the addresses given as
 * arguments (550) and accepts everything else. Each accepted message's envelope goes to stdout as
 * one JSON line.
 */

declare(strict_types=1);

$refuse = array_map('strtolower', array_slice($argv, 1));
$server = stream_socket_server('tcp://127.0.0.1:0', $errno, $error);
if ($server === false) {
    fwrite(STDERR, "cannot listen: $error\n");
    exit(1);
}
fwrite(STDOUT, explode(':', (string) stream_socket_get_name($server, false))[1] . "\n");

while ($client = @stream_socket_accept($server, -1)) {
    $say = static function (string $line) use ($client): void {
        fwrite($client, $line . "\r\n");
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
            while (($data = fgets($client)) !== false && rtrim($data, "\r\n") !== '.') {
                // the message itself is not needed
            }
            fwrite(STDOUT, json_encode(['rcpt' => $rcpt]) . "\n");
            $say('250 OK queued');
        } elseif ($command === 'QUIT') {
            $say('221 bye');
            break;
        } else {
            $say('502 not implemented');
        }
    }
    fclose($client);
}
