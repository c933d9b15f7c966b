<?php

declare(strict_types=1);

namespace App\Enquiry;

use App\Mail\MailMessage;

/**
 * Writes the staff notification (every field of the enquiry's kind under its mail label, enquiry
 * id, time; HTML part escaped) and the visitor's acknowledgement (fixed text, nothing the visitor
 * typed).
 */
final class MessageComposer
{
    public const ACK_SUBJECT = 'We have received your enquiry';

    /** The staff mail's title for an enquiry whose kind the contract no longer names. */
    public const UNKNOWN_KIND_TITLE = 'Website enquiry';

    /**
     * The lines every staff mail starts with: the enquiry id, when it came, its kind. A field's mail
     * label must not take one of these (ContractReader refuses such a contract file).
     */
    public const OPENING_LABELS = ['Enquiry', 'Received', 'Type'];

    /**
     * @param list<string> $staff
     * @param string $domain the right-hand side of Message-IDs: MAIL_FROM's domain
     */
    public function __construct(
        private readonly EnquiryContract $contract,
        private readonly array $staff,
        private readonly string $brand,
        private readonly string $domain = 'localhost',
    ) {
    }

    /**
     * The Message-ID of one mail of one enquiry: derived from the enquiry id and the kind, so that
     * every attempt at that mail carries the same one.
     */
    public function messageId(string $enquiryId, string $kind): string
    {
        return '<' . $enquiryId . '.' . $kind . '@' . $this->domain . '>';
    }

    public function staff(Enquiry $enquiry, string $id, int $createdAt): MailMessage
    {
        $kind = $this->contract->kindOf($enquiry->flag);
        $title = $kind === null ? self::UNKNOWN_KIND_TITLE : $this->contract->staffTitle($kind);
        $type = $kind === null ? "$title ({$enquiry->flag})" : $title;
        $lines = array_combine(self::OPENING_LABELS, [$id, gmdate('Y-m-d H:i:s', $createdAt) . ' UTC', $type]);
        if ($kind === null) {
            // Stored under a flag the contract no longer names (a kind renamed or removed while the
            // enquiry waited in the outbox): it is still mailed, with every field it holds, so one
            // enquiry the contract cannot describe never holds back the queue behind it.
            $filled = array_filter($enquiry->values(), static fn (string $value): bool => $value !== '');
            foreach ($filled as $name => $value) {
                $lines[ucfirst($name)] = $value;
            }
        } else {
            foreach ($this->contract->fields($kind) as $name => $field) {
                $lines[$field['mailLabel']] = $enquiry->value($name);
            }
        }

        $text = "$title from the website.\n\n";
        $rows = '';
        foreach ($lines as $label => $value) {
            $label = (string) $label; // a label such as "2024" comes back from the array as an int
            $text .= str_contains($value, "\n") ? "$label:\n$value\n\n" : "$label: $value\n";
            $rows .= '<tr><th align="left" valign="top">' . self::escape($label) . '</th><td>'
                . nl2br(self::escape($value), false) . "</td></tr>\n";
        }
        $html = '<!doctype html><html><body><p>' . self::escape("$title from the website.") . "</p>\n"
            . "<table cellpadding=\"4\">\n$rows</table></body></html>";

        return new MailMessage(
            $this->staff,
            "$title from {$enquiry->name} [$id]",
            $text,
            $html,
            self::isDeliverable($enquiry->email) ? $enquiry->email : null,
            $enquiry->name,
            ['X-Enquiry-Id' => $id],
            $this->messageId($id, 'staff'),
        );
    }

    public function ack(Enquiry $enquiry, string $id): MailMessage
    {
        $text = "Hello,\n\nThank you for contacting {$this->brand}. We have received your enquiry and our "
            . "sales team usually replies within 1 working day.\n\nThis is an automatic confirmation; "
            . "you can reply to this e-mail if you have anything to add.\n\n{$this->brand}\n";
        return new MailMessage(
            [$enquiry->email],
            self::ACK_SUBJECT,
            $text,
            null,
            $this->staff[0] ?? null,
            '',
            // RFC 3834: an automatic answer, which mail systems do not answer automatically in
            // turn (Exchange and Outlook read the second header).
            ['Auto-Submitted' => 'auto-replied', 'X-Auto-Response-Suppress' => 'All'],
            $this->messageId($id, 'ack'),
        );
    }

    /** Whether PHPMailer (filter_var) accepts the address; the browser's pattern is looser. */
    public static function isDeliverable(string $address): bool
    {
        return filter_var($address, FILTER_VALIDATE_EMAIL) !== false;
    }

    private static function escape(string $value): string
    {
        return htmlspecialchars($value, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8');
    }
}
