<?php

declare(strict_types=1);

namespace App\Storage;

use App\Support\Redactor;

/**
 * The durable queue. An accepted enquiry is stored with one row per mail to send ('staff', and
 * 'ack' when acknowledgements are on). A sender claims a row with a lease before sending, so two
 * senders never send the same mail; a row is 'sent' only after the SMTP server accepted it.
 */
final class Outbox
{
    public function __construct(private readonly Database $db)
    {
    }

    private static function newId(int $now): string
    {
        return gmdate('Ymd-His', $now) . '-' . bin2hex(random_bytes(4));
    }

    /** Stores an accepted enquiry and queues its staff mail (and the visitor's acknowledgement). */
    public function accept(Storable $enquiry, string $clientHash, int $now, bool $withAck): string
    {
        $id = self::newId($now);
        $this->db->transaction(function (\PDO $pdo) use ($id, $enquiry, $clientHash, $now, $withAck): void {
            $this->insertEnquiry($pdo, $id, $enquiry, 'accepted', $clientHash, $now);
            $insert = $pdo->prepare('INSERT INTO messages (enquiry_id, kind) VALUES (?, ?)');
            $insert->execute([$id, 'staff']);
            if ($withAck) {
                $insert->execute([$id, 'ack']);
            }
        });
        return $id;
    }

    /** @return list<int> */
    public function messageIds(?string $enquiryId, int $now): array
    {
        $sql = "SELECT id FROM messages WHERE (status = 'queued' OR (status = 'sending' AND lease_until < ?))";
        $params = [$now];
        if ($enquiryId !== null) {
            $sql .= ' AND enquiry_id = ?';
            $params[] = $enquiryId;
        }
        $statement = $this->db->pdo()->prepare($sql . ' ORDER BY id');
        $statement->execute($params);
        return array_map('intval', $statement->fetchAll(\PDO::FETCH_COLUMN));
    }

    /** @return list<int> mails nobody has tried to send yet (the endpoint's first attempts) */
    public function freshMessageIds(): array
    {
        return array_map('intval', $this->db->pdo()->query(
            "SELECT id FROM messages WHERE status = 'queued' AND attempts = 0 ORDER BY id"
        )->fetchAll(\PDO::FETCH_COLUMN));
    }

    /**
     * Takes the message for $leaseSeconds if nobody else holds it and it is not sent yet.
     *
     * @return array{kind: string, enquiryId: string, createdAt: int, payload: array<string, mixed>}|null the
     *     enquiry's data as stored (Storable::toArray)
     */
    public function claim(int $messageId, int $now, int $leaseSeconds): ?array
    {
        $claimed = $this->db->transaction(function (\PDO $pdo) use ($messageId, $now, $leaseSeconds): bool {
            $update = $pdo->prepare(
                "UPDATE messages SET status = 'sending', lease_until = ?, attempts = attempts + 1 WHERE id = ?
                 AND (status = 'queued' OR (status = 'sending' AND lease_until < ?))"
            );
            $update->execute([$now + $leaseSeconds, $messageId, $now]);
            return $update->rowCount() === 1;
        });
        if (!$claimed) {
            return null;
        }
        $statement = $this->db->pdo()->prepare(
            'SELECT m.kind, m.enquiry_id, e.created_at, e.payload FROM messages m
             JOIN enquiries e ON e.id = m.enquiry_id WHERE m.id = ?'
        );
        $statement->execute([$messageId]);
        $row = $statement->fetch();
        return [
            'kind' => (string) $row['kind'],
            'enquiryId' => (string) $row['enquiry_id'],
            'createdAt' => (int) $row['created_at'],
            'payload' => self::payload($row['payload']),
        ];
    }

    /**
     * Puts a mail back in the queue that a sender claimed until $leaseUntil and died sending; false
     * when it is no longer that claim (marked since, or claimed again by outbox.php after the lease).
     */
    public function reclaim(int $messageId, int $leaseUntil): bool
    {
        return $this->db->transaction(static function (\PDO $pdo) use ($messageId, $leaseUntil): bool {
            $update = $pdo->prepare(
                "UPDATE messages SET status = 'queued', lease_until = 0 WHERE id = ? AND status = 'sending'
                 AND lease_until = ?"
            );
            $update->execute([$messageId, $leaseUntil]);
            return $update->rowCount() === 1;
        });
    }

    /**
     * $note: what went wrong although the mail counts as sent (e.g. a refused recipient). Notes and
     * errors are stored without e-mail addresses (Redactor); callers also take out what the
     * visitor typed.
     */
    public function markSent(int $messageId, int $now, ?string $note = null): void
    {
        $this->db->transaction(static function (\PDO $pdo) use ($messageId, $now, $note): void {
            $pdo->prepare("UPDATE messages SET status = 'sent', sent_at = ?, last_error = ? WHERE id = ?")
                ->execute([$now, $note === null ? null : self::errorText($note), $messageId]);
        });
    }

    public function markFailed(int $messageId, string $error): void
    {
        $this->db->transaction(static function (\PDO $pdo) use ($messageId, $error): void {
            $pdo->prepare("UPDATE messages SET status = 'queued', lease_until = 0, last_error = ? WHERE id = ?")
                ->execute([self::errorText($error), $messageId]);
        });
    }

    /** Mails not sent yet (queued, or being sent right now). */
    public function pendingCount(): int
    {
        return (int) $this->db->pdo()->query("SELECT COUNT(*) FROM messages WHERE status != 'sent'")->fetchColumn();
    }

    /** Of the mails not sent yet, those claimed by a sender right now (or by one that died). */
    public function sendingCount(): int
    {
        return (int) $this->db->pdo()->query("SELECT COUNT(*) FROM messages WHERE status = 'sending'")->fetchColumn();
    }

    /**
     * Every accepted enquiry, oldest first, with what the visitor sent and the state of its staff
     * mail ('sent', 'queued', 'sending').
     *
     * @return \Generator<int, array{id: string, createdAt: int, payload: array<string, mixed>, delivery: string}>
     */
    public function export(): \Generator
    {
        $statement = $this->db->pdo()->query(
            "SELECT e.id, e.created_at, e.payload, m.status FROM enquiries e
             LEFT JOIN messages m ON m.enquiry_id = e.id AND m.kind = 'staff'
             WHERE e.status = 'accepted' ORDER BY e.created_at, e.id"
        );
        foreach ($statement as $row) {
            yield [
                'id' => (string) $row['id'],
                'createdAt' => (int) $row['created_at'],
                'payload' => self::payload($row['payload']),
                'delivery' => (string) ($row['status'] ?? '-'),
            ];
        }
    }

    /**
     * The newest $enquiries enquiries, each with every mail it has (the staff mail, the
     * acknowledgement) or one row without a mail: the limit counts enquiries, not rows.
     *
     * @return list<array<string, mixed>> newest enquiry first, its mails in the order they were queued
     */
    public function listMessages(int $enquiries): array
    {
        $statement = $this->db->pdo()->prepare(
            'SELECT e.id AS enquiry, e.flag, e.status AS enquiry_status, e.created_at, m.kind, m.status,
             m.attempts, m.sent_at, m.last_error
             FROM (SELECT * FROM enquiries ORDER BY created_at DESC, id DESC LIMIT ?) e
             LEFT JOIN messages m ON m.enquiry_id = e.id
             ORDER BY e.created_at DESC, e.id DESC, m.id'
        );
        $statement->execute([$enquiries]);
        return $statement->fetchAll();
    }

    /** @return array<string, mixed> */
    private static function payload(mixed $json): array
    {
        return (array) json_decode((string) $json, true);
    }

    private static function errorText(string $text): string
    {
        return mb_substr(Redactor::redact($text), 0, 500);
    }

    private function insertEnquiry(\PDO $pdo, string $id, Storable $item, string $status, string $hash, int $at): void
    {
        $payload = json_encode($item->toArray(), JSON_THROW_ON_ERROR | JSON_UNESCAPED_UNICODE);
        $pdo->prepare(
            'INSERT INTO enquiries (id, flag, status, payload, client_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)'
        )->execute([$id, $item->storedFlag(), $status, $payload, $hash, $at]);
    }
}
