#!/usr/bin/env bash
# Installs what the tests need, once, from Debian's packages: Chromium and the Liberation fonts for the browser
# tests (never a browser downloaded by a test tool) and a PostgreSQL server for the server's API suite.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
# The screenshot baselines are rendered with Liberation Sans and Mono.
[ -d /usr/share/fonts/truetype/liberation ] || missing+=(fonts-liberation)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)

if [ ${#missing[@]} -eq 0 ]; then
  echo "Test dependencies present: $(/usr/bin/chromium --version 2>/dev/null | head -n 1); $(ls /usr/lib/postgresql | sort -n | tail -n 1 | sed 's/^/PostgreSQL /')"
  exit 0
fi

sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi

export DEBIAN_FRONTEND=noninteractive
echo "Installing ${missing[*]}…"
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Installed: $(/usr/bin/chromium --version 2>/dev/null | head -n 1); $(ls /usr/lib/postgresql | sort -n | tail -n 1 | sed 's/^/PostgreSQL /')"
