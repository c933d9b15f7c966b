<?php

declare(strict_types=1);

namespace App\Mail;

use App\Config\Config;
use PHPMailer\PHPMailer\PHPMailer;
use PHPMailer\PHPMailer\SMTP;

/**
 * Sends over SMTP with PHPMailer: fixed From, our own timeout, one connection per message, no
 * Nagle delay. PHPMailer builds the message and opens the connection (TLS, AUTH); the transaction
 * itself (MAIL, RCPT, DATA, QUIT) is driven here through PHPMailer's SMTP class, so that the
 * server's acceptance is reported before QUIT, not after it (see MailTransport).
 */
final class PhpMailerTransport implements MailTransport
{
    public function __construct(private readonly Config $config)
    {
    }

    public function send(MailMessage $message, ?\Closure $accepted = null): MailReceipt
    {
        try {
            $mailer = $this->build($message);
            $mailer->preSend();
            // Exactly what PHPMailer itself would send as the data: headers, blank line, body.
            $data = $mailer->getSentMIMEMessage();
        } catch (\Throwable $e) {
            throw new MailTransportException('message rejected before sending: ' . $e->getMessage());
        }
        $smtp = $mailer->getSMTPInstance();
        try {
            $receipt = self::transact($mailer, $smtp, $data);
            if ($accepted !== null) {
                $accepted($receipt);
            }
            return $receipt;
        } finally {
            // The message is out (or not) already; a server that is slow or gone at QUIT changes
            // nothing, and must not turn a delivered mail into an error.
            try {
                if ($smtp->connected()) {
                    $smtp->quit();
                }
            } catch (\Throwable) {
                // ignored: see above
            }
            try {
                $smtp->close();
            } catch (\Throwable) {
                // ignored
            }
        }
    }

    /** Connects, then MAIL FROM, RCPT TO each recipient, DATA: the receipt once the server took it. */
    private static function transact(PHPMailer $mailer, SMTP $smtp, string $data): MailReceipt
    {
        $answered = false; // the server answered a RCPT TO: it is reachable, whatever happens next
        try {
            if (!$mailer->smtpConnect($mailer->SMTPOptions)) {
                throw new MailTransportException('SMTP connect failed', true);
            }
            $from = $mailer->Sender !== '' ? $mailer->Sender : $mailer->From;
            if (!$smtp->mail($from)) {
                throw new MailTransportException('SMTP: MAIL FROM refused: ' . self::error($smtp), !$smtp->connected());
            }
            $refused = [];
            $details = '';
            $taken = 0;
            foreach ($mailer->getToAddresses() as [$address]) {
                if ($smtp->recipient($address)) {
                    $taken++;
                } else {
                    $refused[] = (string) $address;
                    $details .= $address . ': ' . self::error($smtp);
                }
                $answered = $answered || $smtp->connected();
            }
            $failed = $details === '' ? '' : 'SMTP Error: The following recipients failed: ' . $details;
            if ($taken === 0) {
                throw new MailTransportException('SMTP: ' . ($failed !== '' ? $failed : 'no recipient'));
            }
            if (!$smtp->data($data)) {
                throw new MailTransportException('SMTP: data not accepted: ' . self::error($smtp), false);
            }
            return new MailReceipt($refused, $refused === [] ? '' : 'SMTP: ' . $failed);
        } catch (MailTransportException $e) {
            throw $e;
        } catch (\Throwable $e) {
            // PHPMailer's exceptions, or a warning turned into one (ErrorGuard); never shown to visitors.
            // A server that answered a RCPT TO is reachable: not a connection failure, so one bad
            // message does not hold up the rest of the queue.
            throw new MailTransportException('SMTP: ' . $e->getMessage(), !$answered && !$smtp->connected());
        }
    }

    private static function error(SMTP $smtp): string
    {
        $error = $smtp->getError();
        $text = trim(($error['error'] ?? '') . ' ' . ($error['smtp_code'] ?? '') . ' ' . ($error['detail'] ?? ''));
        return $text === '' ? 'no answer' : $text;
    }

    /** The configured PHPMailer for $message, not yet connected (public for tests). */
    public function build(MailMessage $message): PHPMailer
    {
        $config = $this->config;
        $mailer = new PHPMailer(true);
        $mailer->isSMTP();
        $mailer->Host = $config->smtpHost;
        $mailer->Port = $config->smtpPort;
        $mailer->Timeout = $config->smtpTimeout;
        $mailer->getSMTPInstance()->Timelimit = $config->smtpTimeout;
        // PHPMailer writes a mail line by line; with Nagle's algorithm on, each small write waits
        // for the server's (delayed, 40 ms) ACK. The drills measured 45 ms a mail on loopback
        // without this option and 2 ms with it (reports/reliability.md).
        $mailer->SMTPOptions = ['socket' => ['tcp_nodelay' => true]];
        $mailer->SMTPAuth = $config->smtpUser !== '';
        $mailer->Username = $config->smtpUser;
        $mailer->Password = $config->smtpPass;
        $mailer->SMTPSecure = match ($config->smtpSecure) {
            'tls' => PHPMailer::ENCRYPTION_STARTTLS,
            'ssl' => PHPMailer::ENCRYPTION_SMTPS,
            default => '',
        };
        $mailer->CharSet = PHPMailer::CHARSET_UTF8;
        $mailer->Encoding = PHPMailer::ENCODING_QUOTED_PRINTABLE;
        $mailer->XMailer = ' ';
        $mailer->setFrom($config->mailFrom, $config->mailFromName);
        foreach ($message->to as $address) {
            $mailer->addAddress($address);
        }
        if ($message->replyTo !== null) {
            $mailer->addReplyTo($message->replyTo, $message->replyToName);
        }
        foreach ($message->headers as $name => $value) {
            $mailer->addCustomHeader($name, $value);
        }
        if ($message->messageId !== null) {
            $mailer->MessageID = $message->messageId;
        }
        $mailer->Subject = $message->subject;
        if ($message->html !== null) {
            $mailer->isHTML(true);
            $mailer->Body = $message->html;
            $mailer->AltBody = $message->text;
        } else {
            $mailer->Body = $message->text;
        }
        return $mailer;
    }
}
