<?php

declare(strict_types=1);

namespace App\Storage;

/**
 * At most one acknowledgement per recipient address a day. The acknowledgement's text is fixed,
 * but anyone who solves a captcha could otherwise have it sent to any address, again and again:
 * a relay of our name into someone else's inbox. The table keeps an HMAC of each address
 * (ClientHasher's key), never the address, with the time of its last acknowledgement.
 */
final class AckLimiter
{
    public const WINDOW_SECONDS = 86400;

    public function __construct(private readonly Database $db, private readonly ClientHasher $hasher)
    {
    }

    /**
     * One address however it is written: case folded, and a "+tag" dropped from the local part,
     * which most providers deliver to the same mailbox.
     */
    public static function canonical(string $address): string
    {
        $address = strtolower(trim($address));
        $at = strrpos($address, '@');
        if ($at === false) {
            return $address;
        }
        $local = explode('+', substr($address, 0, $at), 2)[0];
        return $local . substr($address, $at);
    }

    /**
     * True, and the address noted, when it has had no acknowledgement in the last day; false
     * otherwise. Joins the caller's transaction (the enquiry is stored in the same one).
     *
     * @throws StorageUnavailable
     */
    public function take(string $address, int $now): bool
    {
        $hash = $this->hasher->hash('ack:' . self::canonical($address));
        return $this->db->transaction(static function (\PDO $pdo) use ($hash, $now): bool {
            // Entries a day old, or stamped a day ahead (the clock stepped back), are spent.
            $pdo->prepare('DELETE FROM ack_recipients WHERE at <= ? OR at > ?')
                ->execute([$now - self::WINDOW_SECONDS, $now + self::WINDOW_SECONDS]);
            $insert = $pdo->prepare('INSERT OR IGNORE INTO ack_recipients (address_hash, at) VALUES (?, ?)');
            $insert->execute([$hash, $now]);
            return $insert->rowCount() === 1;
        });
    }
}
