#!/usr/bin/env bash
# Installs what the browser tests need, once: Debian's Chromium (never a browser downloaded by a test tool).
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  echo "Chromium present: $(/usr/bin/chromium --version 2>/dev/null | head -n 1)"
  exit 0
fi

sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi

export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
echo "Chromium installed: $(/usr/bin/chromium --version 2>/dev/null | head -n 1)"
