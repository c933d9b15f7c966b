<?php

declare(strict_types=1);

namespace App\Mail;

use App\Config\Config;
use PHPMailer\PHPMailer\PHPMailer;

/**
 * Sends over SMTP with PHPMailer: fixed From, our own timeout, one connection per message, no
 * Nagle delay.
 */
final class PhpMailerTransport implements MailTransport
{
    public function __construct(private readonly Config $config)
    {
    }

    public function send(MailMessage $message): MailReceipt
    {
        try {
            $mailer = $this->build($message);
        } catch (\Throwable $e) {
            throw new MailTransportException('message rejected before sending: ' . $e->getMessage());
        }
        // PHPMailer reports each recipient through this callback only once the server has accepted
        // the data: an address in $accepted has the message, whatever is thrown afterwards.
        $accepted = [];
        $refused = [];
        $mailer->action_function = static function (bool $isSent, array $to) use (&$accepted, &$refused): void {
            foreach ($to as $recipient) {
                if ($isSent) {
                    $accepted[] = (string) $recipient[0];
                } else {
                    $refused[] = (string) $recipient[0];
                }
            }
        };
        try {
            if (!$mailer->smtpConnect()) {
                throw new MailTransportException('SMTP connect failed', true);
            }
            $mailer->send();
            return new MailReceipt();
        } catch (MailTransportException $e) {
            throw $e;
        } catch (\Throwable $e) {
            if ($accepted !== []) {
                // Some recipients refused at RCPT TO, the others got the message: it is sent, and
                // sending it again would mail them twice.
                return new MailReceipt($refused, 'SMTP: ' . $e->getMessage());
            }
            // PHPMailer's exceptions, or a warning turned into one (ErrorGuard); never shown to visitors.
            // A server that answered every RCPT TO (refusing them all) is reachable: not a connection
            // failure, so one refused address does not hold up the rest of the queue.
            $answered = $refused !== [];
            throw new MailTransportException(
                'SMTP: ' . $e->getMessage(),
                !$answered && !$mailer->getSMTPInstance()->connected(),
            );
        } finally {
            $mailer->smtpClose();
        }
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
