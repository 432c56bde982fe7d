#!/usr/bin/env bash
# Runs the README's start command on the embedded defaults in a fresh data folder and checks that
# the product answers: the API health call, the home page shell, and the UI bundle it references.
set -euo pipefail
cd "$(dirname "$0")/.."
data_dir=$(mktemp -d)
log=$(mktemp)
port=${SMOKE_PORT:-3000}
if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then
  echo "port $port already answers: stop whatever runs there first" >&2
  exit 1
fi
DATA_DIR="$data_dir" PORT="$port" npm start >"$log" 2>&1 &
pid=$!
cleanup() { kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$data_dir"; }
trap cleanup EXIT

for _ in $(seq 1 180); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then cat "$log"; echo "npm start exited early" >&2; exit 1; fi
  sleep 1
done
health=$(curl -fsS "http://127.0.0.1:$port/api/health") || { cat "$log"; echo "no answer on :$port" >&2; exit 1; }
echo "$health" | grep -q '"status":100' || { echo "health: $health" >&2; exit 1; }
echo "$health" | grep -q '"database":"pglite"' || { echo "expected PGlite: $health" >&2; exit 1; }
home=$(curl -fsS -H 'accept: text/html' "http://127.0.0.1:$port/")
echo "$home" | grep -q '<div id="root"' || { echo "home page shell missing" >&2; exit 1; }
# The rendered home page (headless Chromium) shows the licence number in the footer.
dom=$(/usr/bin/chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
  --disable-component-update --disable-sync --no-first-run --virtual-time-budget=10000 \
  --dump-dom "http://127.0.0.1:$port/" 2>/dev/null)
echo "$dom" | grep -q 'NMLS #1020884' || { echo "licence number not in the rendered footer" >&2; exit 1; }
[ -d "$data_dir/pg" ] || { echo "PGlite data folder not created" >&2; exit 1; }

# Graceful shutdown: SIGTERM to the server process (npm's grandchild) ends it with status 0.
server_pid=$pid
for _ in 1 2 3; do
  child=$(pgrep -P "$server_pid" | head -n1 || true)
  [ -n "$child" ] || break
  server_pid=$child
done
grep -q 'dist/server/main.js' "/proc/$server_pid/cmdline" || { echo "server process not found" >&2; exit 1; }
kill -TERM "$server_pid"
for _ in $(seq 1 30); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.5; done
kill -0 "$server_pid" 2>/dev/null && { echo "server did not stop within 15 s of SIGTERM" >&2; exit 1; }
wait "$pid" && status=0 || status=$?
[ "$status" -eq 0 ] || { cat "$log"; echo "npm start ended with status $status after SIGTERM" >&2; exit 1; }
grep -q '"msg":"shutting down"' "$log" || { echo "no graceful shutdown logged" >&2; exit 1; }
echo "smoke start: OK (health, home shell, rendered footer, graceful shutdown)"
