#!/usr/bin/env bash
# Installs everything the product needs (pnpm included when missing) and builds it.
set -euo pipefail
cd "$(dirname "$0")/.."

required_pnpm="10.34.9"
node_major=$(node -p 'process.versions.node.split(".").map(Number).slice(0,2).join(".")')
node -e 'const [a,b]=process.versions.node.split(".").map(Number); if (a<20 || (a===20 && b<19)) { console.error("Tonearm needs Node 20.19 or newer; this is " + process.version + "."); process.exit(1) }'

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$required_pnpm" ]; then
  echo "Installing pnpm $required_pnpm (Node $node_major)…"
  if ! npm install --global --silent "pnpm@$required_pnpm" 2>/dev/null; then
    npm install --global --silent --prefix "$HOME/.local" "pnpm@$required_pnpm"
    echo "pnpm was installed into $HOME/.local/bin: add it to PATH."
    export PATH="$HOME/.local/bin:$PATH"
  fi
fi

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
pnpm install --frozen-lockfile
pnpm build
