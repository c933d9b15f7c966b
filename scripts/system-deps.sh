#!/usr/bin/env bash
# Debian packages the site needs to build, serve and test: PHP 8.2 (cli, curl, mbstring, sqlite3,
# fpm), PHPMailer, PHPUnit, PHP_CodeSniffer, nginx and chromium. Idempotent: a quick no-op when
# everything is there. As root it installs what is missing; otherwise it prints the command.
set -euo pipefail

packages=(php8.2-cli php8.2-curl php8.2-mbstring php8.2-sqlite3 php8.2-fpm
  libphp-phpmailer phpunit php-codesniffer nginx chromium)

installed() {
  [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

missing=()
for package in "${packages[@]}"; do
  installed "$package" || missing+=("$package")
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

command="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]}" >&2
  echo "Install them as root with:" >&2
  echo "  $command" >&2
  exit 1
fi

echo "Installing Debian packages: ${missing[*]}"
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"

for tool in php-fpm8.2 nginx; do
  command -v "$tool" >/dev/null || { echo "$tool still missing after install" >&2; exit 1; }
done
